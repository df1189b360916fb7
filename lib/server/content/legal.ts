import path from 'node:path';
import { z } from 'zod';
import { site } from '@/content/site';
import { CONTENT_ROOT, cachedFolder, readDocuments, type ContentDocument } from './documents';
import { ContentError } from './errors';
import { outlineEach, type BodyOutline } from './markdown';

const LEGAL_DIR = path.join(CONTENT_ROOT, 'legal');

/** The MDX components a legal text may use, and the values it may name: {site.email} … */
export const LEGAL_COMPONENTS = ['Email'] as const;
export const legalValues = { site };

const legalSchema = z.strictObject({
  title: z.string().trim().min(1),
  /** The meta description. */
  description: z.string().trim().min(20).max(200),
  /** ISO date (YYYY-MM-DD) the text last changed; shown as "Last updated: May 27, 2025". */
  updated: z.iso.date({ error: 'must be a real date written YYYY-MM-DD' }),
});

/** A numbered section of a legal text: one per `##` heading, in order. */
export type LegalSection = { id: string; heading: string };

export type LegalDoc = ContentDocument<z.output<typeof legalSchema>> &
  BodyOutline & { sections: LegalSection[] };

/** Every legal text of a folder (the site's own by default), checked. */
export function readLegalDocs(dir = LEGAL_DIR): LegalDoc[] {
  const rules = { components: LEGAL_COMPONENTS, values: legalValues };
  const docs = outlineEach(readDocuments(dir, legalSchema), rules).map((doc) => ({
    ...doc,
    sections: doc.headings.filter((h) => h.depth === 2).map((h) => ({ id: h.id, heading: h.text })),
  }));
  const unsectioned = docs.filter((doc) => doc.sections.length === 0);
  if (unsectioned.length > 0)
    throw new ContentError(
      unsectioned.map(({ file }) => ({ file, message: 'has no ## section headings' })),
    );
  return docs;
}

const siteDocs = cachedFolder(LEGAL_DIR, () => readLegalDocs());

/** One of the site's legal texts by file name, e.g. "privacy-policy"; a missing one fails the build. */
export function legalDoc(slug: string): LegalDoc {
  const doc = siteDocs().find((d) => d.slug === slug);
  if (!doc)
    throw new ContentError([
      { file: `content/legal/${slug}.mdx`, message: 'is missing: the page reads its text from it' },
    ]);
  return doc;
}

/** "2025-05-27" -> "May 27, 2025", the same on every server and browser. */
export function formatLegalDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
