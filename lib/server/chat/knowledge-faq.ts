import 'server-only';
import { link, type KnowledgeEntry } from './knowledge-types';

export type Faq = { question: string; answer: string };

/** The first two sentences: enough for a chat bubble, the FAQ page has the rest. */
export function firstSentences(text: string, count = 2): string {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .slice(0, count)
    .join(' ');
}

/** FAQ items as knowledge: the question is the title, the answer is searched and quoted. */
export function faqEntries(faqs: readonly Faq[]): KnowledgeEntry[] {
  return faqs.map((faq, i) => ({
    id: `faq-${i + 1}`,
    title: faq.question,
    keywords: '',
    answer: `${firstSentences(faq.answer)} More in ${link('our FAQ', '/faq')}.`,
    href: '/faq',
  }));
}
