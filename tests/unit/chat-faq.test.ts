import { describe, expect, it } from 'vitest';
import { faqEntries, firstSentences } from '@/lib/server/chat/knowledge-faq';

describe('FAQ items as chat knowledge', () => {
  it('quotes the first two sentences of an answer and links the FAQ page', () => {
    const [entry] = faqEntries([
      {
        question: 'How long does a project take?',
        answer: 'Most take 3 to 6 months. A website can take 3 weeks. Platforms take longer.',
      },
    ]);
    expect(entry).toMatchObject({ title: 'How long does a project take?', href: '/faq' });
    expect(entry?.answer).toBe(
      'Most take 3 to 6 months. A website can take 3 weeks. More in [our FAQ](/faq).',
    );
  });

  it('does not split sentences at decimals or abbreviations followed by lower case', () => {
    expect(firstSentences('Uptime is 99.9% e.g. for hosting. Next one. Third.')).toBe(
      'Uptime is 99.9% e.g. for hosting. Next one.',
    );
  });
});
