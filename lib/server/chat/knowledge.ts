import 'server-only';
import { faqs } from '@/content/faq';
import { productEntries, productsOverview, serviceEntries } from './knowledge-catalogue';
import { faqEntries } from './knowledge-faq';
import { topicEntries } from './knowledge-topics';
import type { KnowledgeEntry } from './knowledge-types';

export type { KnowledgeEntry } from './knowledge-types';

/** Everything the chatbot may say, all of it read from `content/`. */
export const knowledge: readonly KnowledgeEntry[] = [
  ...topicEntries,
  ...serviceEntries,
  productsOverview,
  ...productEntries,
  ...faqEntries(faqs),
];
