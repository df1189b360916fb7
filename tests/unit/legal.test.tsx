// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalDocument } from '@/components/legal/legal-document';
import { brand } from '@/content/legal/brand';
import { privacy } from '@/content/legal/privacy';
import { terms } from '@/content/legal/terms';
import { formatLegalDate } from '@/content/legal/types';
import { site } from '@/content/site';

const docs = [terms, brand, privacy];

/** jsdom has no matchMedia; pretend the screen is wide (a desktop) or not (a phone). */
function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches: wide,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
afterEach(() => vi.unstubAllGlobals());
const fullText = (doc: typeof privacy) => JSON.stringify(doc);

describe('legal pages', () => {
  it.each(docs)('$title is dated May 27, 2025', (doc) => {
    expect(doc.updated).toBe('2025-05-27');
    expect(formatLegalDate(doc.updated)).toBe('May 27, 2025');
  });

  it('shows the date, a heading per section and a table of contents', () => {
    screenIsWide(true);
    render(<LegalDocument doc={terms} />);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: May 27, 2025');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    for (const section of terms.sections) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(section.heading) }));
      expect(screen.getByRole('link', { name: section.heading })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
    }
  });

  it('folds the table of contents away on phones and opens it on wide screens', () => {
    screenIsWide(false);
    const { unmount } = render(<LegalDocument doc={privacy} />);
    expect(screen.getByRole('navigation').querySelector('details')).not.toHaveAttribute('open');
    unmount();
    screenIsWide(true);
    render(<LegalDocument doc={privacy} />);
    expect(screen.getByRole('navigation').querySelector('details')).toHaveAttribute('open');
  });

  it('turns email addresses and [label](/path) into links', () => {
    screenIsWide(true);
    render(<LegalDocument doc={terms} />);
    expect(screen.getAllByRole('link', { name: site.email })[0]).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('the privacy policy states what is collected, how long it is kept and the rights', () => {
    const text = fullText(privacy);
    for (const fact of [
      'name, email address, subject and message',
      '24 months',
      'until you unsubscribe',
      'deleted after 90 days',
      'Global Privacy Control',
      'salted hash of your IP address',
      'not stored by us',
      'Google',
      'Kenya Data Protection Act 2019',
      'Office of the Data Protection Commissioner',
      'GDPR',
      site.email,
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('the terms name Kenyan law and the brand policy explains how to ask permission', () => {
    expect(fullText(terms)).toContain('governed by the laws of Kenya');
    expect(fullText(brand)).toContain('Brand use request');
  });
});
