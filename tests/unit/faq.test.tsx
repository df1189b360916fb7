// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from '@/components/faq/faq-json-ld';
import { FaqList } from '@/components/faq/faq-list';
import { HomeFaq } from '@/components/home/home-faq';
import { faqs } from '@/content/faq';
import { homeFaq } from '@/content/home-faq';

const items = () => [...document.querySelectorAll('details')];
const questions = () => [...document.querySelectorAll('summary')];

describe('content: FAQ', () => {
  it('has the fifteen questions of the FAQ page, distinct, with answers of 2 to 4 sentences', () => {
    expect(faqs).toHaveLength(15);
    expect(new Set(faqs.map((f) => f.question)).size).toBe(15);
    for (const { answer } of faqs) {
      const sentences = answer.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
    }
  });

  it('answers what visitors ask about timelines, pricing, payments, support, security and process', () => {
    const text = faqs.map((f) => `${f.question} ${f.answer}`).join(' ');
    for (const topic of [
      '3 to 6 months',
      'Quality assurance',
      'custom software',
      'Fixed-price',
      'Time-and-materials',
      'M-Pesa',
      'support',
      'transparency',
      'healthcare, finance, education and retail',
      'mobile',
      'consulting',
      'Security',
      'Scrum',
      'growth',
      'training',
      'Slack',
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('describes the page as a schema.org FAQPage with every question', () => {
    const data = faqPageJsonLd(faqs);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(faqs.length);
    expect(data.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: faqs[0].question,
      acceptedAnswer: { '@type': 'Answer', text: faqs[0].answer },
    });
  });
});

describe('FAQ accordion', () => {
  it('is plain HTML from the server: each question a heading in a summary, its answer beside it, all closed', () => {
    const html = renderToStaticMarkup(<FaqList items={faqs} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const served = [...page.querySelectorAll('details')];
    expect(served).toHaveLength(faqs.length);
    for (const [i, details] of served.entries()) {
      expect(details.open).toBe(false);
      expect(details.querySelector(':scope > summary:first-child > h2')).toHaveTextContent(
        faqs[i]!.question,
      );
      expect(details).toHaveTextContent(faqs[i]!.answer);
    }
    // No handlers and no state: nothing for a script to do before the questions work.
    expect(html).not.toMatch(/aria-expanded|onClick|<button/);
  });

  it('names every question of a list alike, so the browser keeps one answer open at a time', () => {
    render(<FaqList items={faqs} />);
    expect(new Set(items().map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']));
  });

  it('gives the home page its own group, so its questions never close the page’s other answers', () => {
    render(<HomeFaq />);
    expect(items()).toHaveLength(homeFaq.length);
    expect(new Set(items().map((d) => d.getAttribute('name')))).toEqual(new Set(['home-faq']));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      homeFaq.map((f) => f.question),
    );
  });

  it('shows an answer when its question is clicked, and hides it on a second click', async () => {
    const user = userEvent.setup();
    render(<FaqList items={faqs} />);
    const [first] = questions();
    expect(screen.getByText(faqs[0]!.answer)).not.toBeVisible();
    await user.click(first!);
    expect(screen.getByText(faqs[0]!.answer)).toBeVisible();
    await user.click(first!);
    expect(screen.getByText(faqs[0]!.answer)).not.toBeVisible();
  });
});
