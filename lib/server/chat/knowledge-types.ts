import 'server-only';

/** One thing the chatbot knows: what it is about, and the short answer that links onward. */
export type KnowledgeEntry = {
  id: string;
  /** What the entry is about, in the site's words; weighs most in the search. */
  title: string;
  /** Other words a visitor may use for it. */
  keywords: string;
  /** One or two sentences with a markdown link to the page that says more. */
  answer: string;
  /** The page that says more (also the link in `answer`). */
  href: string;
};

/** A markdown link, the only markup the chat widget renders. */
export function link(text: string, href: string): string {
  return `[${text}](${href})`;
}
