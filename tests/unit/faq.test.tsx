// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from '@/components/faq/faq-json-ld';
import { FaqList } from '@/components/faq/faq-list';
import { faqs } from '@/content/faq';

const questions = () => screen.getAllByRole('button');
const expanded = () => questions().filter((b) => b.getAttribute('aria-expanded') === 'true');

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
  it('starts closed, with each question controlling its own answer', () => {
    render(<FaqList items={faqs} />);
    expect(questions()).toHaveLength(faqs.length);
    expect(expanded()).toHaveLength(0);
    for (const button of questions()) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it('opens an answer on click and keeps only one open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqList items={faqs} />);
    const [first, second] = questions();

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: faqs[0].question })).toBeVisible();

    await user.click(second!);
    expect(expanded()).toEqual([second]);
    expect(screen.queryByRole('region', { name: faqs[0].question })).not.toBeInTheDocument();
  });

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqList items={faqs} />);
    const [first] = questions();
    await user.click(first!);
    await user.click(first!);
    expect(expanded()).toHaveLength(0);
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqList items={faqs} />);
    const [first, second] = questions();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual([second]);

    await user.keyboard(' ');
    expect(expanded()).toHaveLength(0);
  });
});
