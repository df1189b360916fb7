import path from 'node:path';
import { z } from 'zod';
import { services, type ServiceSlug } from '@/content/services';
import {
  CONTENT_ROOT,
  cachedFolder,
  displayPath,
  readDocuments,
  type ContentDocument,
} from './documents';
import { ContentError, type ContentProblem } from './errors';
import { outlineEach } from './markdown';

const SERVICE_PAGES_DIR = path.join(CONTENT_ROOT, 'service-pages');
const slugs = services.map((s) => s.slug) as [ServiceSlug, ...ServiceSlug[]];
const text = z.string().trim().min(1);
const titledText = z.strictObject({ title: text, text });

/** The front matter of a service page; the body is the overview under its headline. */
const servicePageSchema = z.strictObject({
  /** The meta description: specific to the service, under about 160 characters. */
  metaDescription: z.string().trim().min(50).max(170),
  /** The overview's heading: what the service does for the client, in a few words. */
  headline: text,
  audiences: z.array(titledText).min(1),
  process: z.array(titledText).min(1),
  deliverables: z.array(text).min(1),
  timeline: z.strictObject({ range: text, note: text }),
  /** Tools by what they are for, e.g. "Payments" or "Infrastructure". */
  technologies: z.array(z.strictObject({ area: text, tools: z.array(text).min(1) })).min(1),
  faqs: z.array(z.strictObject({ question: text, answer: text })).min(1),
  /** Other services shown as "Often combined with", by slug. */
  related: z.array(z.enum(slugs)).min(1).max(3),
});

export type ServiceDetails = z.output<typeof servicePageSchema>;
export type ServiceFaq = ServiceDetails['faqs'][number];
export type TitledText = z.output<typeof titledText>;
export type TechGroup = ServiceDetails['technologies'][number];

export type ServicePage = {
  service: (typeof services)[number];
  details: ContentDocument<ServiceDetails>;
};

/**
 * The page of every service in content/services.ts, one file per slug
 * (content/service-pages/devops.md); a missing page or a file for no service fails the build.
 */
export function readServicePages(
  dir = SERVICE_PAGES_DIR,
): Map<ServiceSlug, ContentDocument<ServiceDetails>> {
  const documents = readDocuments(dir, servicePageSchema);
  outlineEach(documents);
  const problems: ContentProblem[] = [];
  const pages = new Map<ServiceSlug, ContentDocument<ServiceDetails>>();
  for (const doc of documents) {
    const slug = slugs.find((s) => s === doc.slug);
    if (!slug)
      problems.push({
        file: doc.file,
        message: 'is named after no service in content/services.ts',
      });
    else if (doc.data.related.includes(slug))
      problems.push({ file: doc.file, field: 'related', message: 'lists the service itself' });
    else pages.set(slug, doc);
  }
  for (const slug of slugs)
    if (!documents.some((d) => d.slug === slug))
      problems.push({
        file: displayPath(path.join(dir, `${slug}.md`)),
        message: 'is missing: every service has a page',
      });
  if (problems.length > 0) throw new ContentError(problems);
  return pages;
}

const sitePages = cachedFolder(SERVICE_PAGES_DIR, () => readServicePages());

/** The service and its page for a URL segment, or undefined when no such service exists. */
export function findServicePage(slug: string): ServicePage | undefined {
  const service = services.find((s) => s.slug === slug);
  const details = service && sitePages().get(service.slug);
  return service && details ? { service, details } : undefined;
}
