// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LegalDocument } from '@/components/legal/legal-document';
import { site } from '@/content/site';
import { formatLegalDate, legalDoc, type LegalDoc } from '@/lib/server/content/legal';
import { stubMatchMedia } from '../support/match-media';

const terms = legalDoc('terms-and-conditions');
const privacy = legalDoc('privacy-policy');
const brand = legalDoc('brand-policy');
const docs = [terms, brand, privacy];

beforeEach(() => stubMatchMedia());
afterEach(() => vi.unstubAllGlobals());

/** The text a reader sees: the document rendered from its Markdown. */
async function renderDoc(doc: LegalDoc) {
  return render(await LegalDocument({ doc }));
}

describe('legal pages', () => {
  it.each(docs.map((d) => [d.data.title, d] as const))('%s is dated May 27, 2025', (_t, doc) => {
    expect(doc.data.updated).toBe('2025-05-27');
    expect(formatLegalDate(doc.data.updated)).toBe('May 27, 2025');
  });

  it('shows the date, a numbered heading per section and a table of contents', async () => {
    await renderDoc(terms);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: May 27, 2025');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getAllByRole('link')).toHaveLength(terms.sections.length);
    terms.sections.forEach((section, index) => {
      const region = screen.getByRole('region', { name: `${index + 1}. ${section.heading}` });
      expect(region).toHaveAttribute('id', section.id);
      expect(screen.getByRole('link', { name: section.heading })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
    });
  });

  it('folds the table of contents away on phones and opens it on wide screens', async () => {
    stubMatchMedia({ width: 375 });
    const { unmount } = await renderDoc(privacy);
    expect(screen.getByRole('navigation').querySelector('details')).not.toHaveAttribute('open');
    unmount();
    stubMatchMedia();
    await renderDoc(privacy);
    expect(screen.getByRole('navigation').querySelector('details')).toHaveAttribute('open');
  });

  it("fills in the company's name and contacts from content/site.ts, the email as a link", async () => {
    const { container } = await renderDoc(terms);
    expect(container).toHaveTextContent(`operated by ${site.name} of ${site.address.label}`);
    expect(container).toHaveTextContent(`call ${site.phone}`);
    expect(screen.getAllByRole('link', { name: site.email })[0]).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(container.innerHTML).not.toMatch(/\{site\./);
  });

  it('turns Markdown links into links', async () => {
    await renderDoc(terms);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('the privacy policy states what is collected, how long it is kept and the rights', async () => {
    const { container } = await renderDoc(privacy);
    for (const fact of [
      'name, email address, subject and message',
      '24 months',
      'until you unsubscribe',
      'Confirm my subscription',
      'not confirmed within 7 days is deleted',
      'One click is enough',
      'session storage, never in a cookie',
      'click events (below) never include it',
      'unsent draft in your browser',
      'does not contain your email address',
      'deleted after 90 days',
      'Global Privacy Control',
      'salted hash of your IP address',
      'not stored by us',
      'pass your question to our team',
      'Google',
      'Kenya Data Protection Act 2019',
      'Office of the Data Protection Commissioner',
      'GDPR',
      site.email,
    ]) {
      expect(container).toHaveTextContent(fact);
    }
  });

  it('the terms name Kenyan law and the brand policy explains how to ask permission', async () => {
    expect((await renderDoc(terms)).container).toHaveTextContent('governed by the laws of Kenya');
    expect((await renderDoc(brand)).container).toHaveTextContent('Brand use request');
  });
});
