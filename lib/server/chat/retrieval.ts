import 'server-only';
import MiniSearch from 'minisearch';
import { knowledge, type KnowledgeEntry } from './knowledge';
import { indexTerm, queryTerms, tokenize } from './search-terms';

/**
 * Below this score the best match is a guess, and the bot says it does not know instead.
 * Tuned on the evaluation set (tests/fixtures/chat-eval.ts), which keeps it honest both ways.
 */
export const MIN_SCORE = 15;
/** Share of the question's meaningful words the best match must explain. */
export const MIN_COVERAGE = 0.5;

/**
 * Words that say what kind of answer is wanted ("how much", "how long") outweigh the subject:
 * "how much does a mobile app cost" is a pricing question, not a mobile one.
 */
const INTENT_TERMS = new Set(['price', 'cost', 'timeline', 'long']);

let index: MiniSearch<KnowledgeEntry> | undefined;
const byId = new Map(knowledge.map((entry) => [entry.id, entry]));

/** Built on the first question, then reused: the knowledge never changes while running. */
function searchIndex(): MiniSearch<KnowledgeEntry> {
  if (index) return index;
  index = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'keywords', 'answer'],
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, answer: 1 },
      processTerm: queryTerms,
      boostTerm: (term) => (INTENT_TERMS.has(term) ? 3 : 1),
      // Short words are matched exactly: fuzzy "fix" or "app" would match far too much.
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      weights: { fuzzy: 0.45, prefix: 0.6 },
    },
  });
  index.addAll(knowledge);
  return index;
}

/**
 * The share of the question's meaningful words that the site's content knows at all. A question
 * mostly made of words we never use ("president", "recipe") is not about us, however well one
 * word of it scores.
 */
function coverage(question: string): number {
  const words = tokenize(question)
    .filter((word) => queryTerms(word) !== null)
    .slice(0, 40);
  if (words.length === 0) return 0;
  const known = words.filter((word) => searchIndex().search(word).length > 0);
  return known.length / words.length;
}

export type Match = { entry: KnowledgeEntry; score: number; coverage: number };

/** The best match with its score and coverage, good enough or not (tests tune with it). */
export function topMatch(question: string): Match | null {
  const [top] = searchIndex().search(question);
  const entry = top && byId.get(top.id as string);
  if (!top || !entry) return null;
  return { entry, score: top.score, coverage: coverage(question) };
}

/** The entry that best answers the question, if any is good enough to say out loud. */
export function bestMatch(question: string): Match | null {
  const match = topMatch(question);
  return match && match.score >= MIN_SCORE && match.coverage >= MIN_COVERAGE ? match : null;
}
