/**
 * A paragraph, or a bulleted list. In the text, `[label](/path)` is a link, and email addresses
 * and https:// addresses become links.
 */
export type LegalBlock = string | { list: readonly string[] };

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalDoc = {
  title: string;
  /** ISO date (YYYY-MM-DD) the text last changed. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
};

/** Spec 2.1: the legal pages are dated May 27, 2025. */
export const LEGAL_UPDATED = '2025-05-27';

/** "2025-05-27" -> "May 27, 2025", the same on every server and browser. */
export function formatLegalDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
