import { describe, expect, it } from 'vitest';
import { services } from '@/content/services';
import { findServicePage, type ServiceDetails } from '@/lib/server/content/service-pages';

const slugs = services.map((s) => s.slug);

/** The page of a service: its front matter and, as `overview`, its Markdown paragraphs. */
function pageOf(slug: string) {
  const page = findServicePage(slug);
  if (!page) throw new Error(`no page for ${slug}`);
  return { ...page.details.data, overview: page.details.body.trim().split(/\n\s*\n/) };
}

function wordCount(details: ServiceDetails & { overview: string[] }): number {
  const text = [
    details.headline,
    ...details.overview,
    ...details.audiences.flatMap((a) => [a.title, a.text]),
    ...details.process.flatMap((s) => [s.title, s.text]),
    ...details.deliverables,
    details.timeline.range,
    details.timeline.note,
    ...details.technologies.flatMap((g) => [g.area, ...g.tools]),
    ...details.faqs.flatMap((f) => [f.question, f.answer]),
  ].join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}

describe('content: service pages', () => {
  it('exist for every service', () => {
    for (const slug of slugs) expect(findServicePage(slug)?.service.slug).toBe(slug);
  });

  describe.each(services.map((s) => [s.slug, pageOf(s.slug)] as const))('%s', (slug, d) => {
    it('explains the service in at least two paragraphs', () => {
      expect(d.overview.length).toBeGreaterThanOrEqual(2);
      for (const paragraph of d.overview) expect(paragraph.length).toBeGreaterThan(150);
    });

    it('names three or four audiences, each with a line of its own', () => {
      expect(d.audiences.length).toBeGreaterThanOrEqual(3);
      expect(d.audiences.length).toBeLessThanOrEqual(4);
      for (const a of d.audiences) expect(a.text.length).toBeGreaterThan(40);
    });

    it('walks through four or five process steps, each explained in a sentence', () => {
      expect(d.process.length).toBeGreaterThanOrEqual(4);
      expect(d.process.length).toBeLessThanOrEqual(5);
      for (const step of d.process) expect(step.text).toMatch(/^[A-Z].{40,}\.$/);
    });

    it('lists at least five deliverables and a timeline with a range', () => {
      expect(d.deliverables.length).toBeGreaterThanOrEqual(5);
      expect(d.timeline.range).toMatch(/\d+–\d+ (weeks|months)/);
      expect(d.timeline.note.length).toBeGreaterThan(20);
    });

    it('names at least four concrete technologies', () => {
      expect(d.technologies.flatMap((g) => g.tools).length).toBeGreaterThanOrEqual(4);
    });

    it('answers at least two questions', () => {
      expect(d.faqs.length).toBeGreaterThanOrEqual(2);
      for (const faq of d.faqs) expect(faq.question).toMatch(/\?$/);
    });

    it('links two or three other, existing services', () => {
      expect(d.related.length).toBeGreaterThanOrEqual(2);
      expect(d.related.length).toBeLessThanOrEqual(3);
      expect(d.related).not.toContain(slug);
      expect(new Set(d.related).size).toBe(d.related.length);
      for (const related of d.related) expect(slugs).toContain(related);
    });

    it('has at least 350 words of copy and a specific meta description', () => {
      expect(wordCount(d)).toBeGreaterThanOrEqual(350);
      expect(d.metaDescription.length).toBeGreaterThanOrEqual(80);
      expect(d.metaDescription.length).toBeLessThanOrEqual(170);
    });

    it('contains no placeholder text', () => {
      expect(JSON.stringify(d)).not.toMatch(/lorem|ipsum|TODO|TBD|xxx/i);
    });
  });

  it('all have distinct meta descriptions and headlines', () => {
    const all = slugs.map(pageOf);
    expect(new Set(all.map((d) => d.metaDescription)).size).toBe(all.length);
    expect(new Set(all.map((d) => d.headline)).size).toBe(all.length);
  });

  it('are found by URL segment, and unknown segments find nothing', () => {
    expect(findServicePage('devops')?.service.title).toBe('DevOps & Cloud Infrastructure');
    expect(findServicePage('devops')?.details.file).toBe('content/service-pages/devops.md');
    expect(findServicePage('not-a-service')).toBeUndefined();
  });
});
