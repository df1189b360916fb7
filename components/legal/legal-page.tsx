import type { Metadata } from 'next';
import { legalDoc } from '@/lib/server/content/legal';
import { pageMetadata } from '@/lib/server/metadata';
// Before the hero, as every page imports it last: CSS follows import order, and a page wanting the
// hero's stylesheet first made Turbopack merge small stylesheets into it on every page.
import { LegalDocument } from './legal-document';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';

/** The head of a legal page, from its file's front matter (content/legal/{slug}.mdx). */
export function legalMetadata(slug: string, path: string): Metadata {
  const { data } = legalDoc(slug);
  return pageMetadata({ title: data.title, description: data.description, path });
}

/** A legal page: the title in the hero, then the text with its contents list. */
export function LegalPage({ slug }: { slug: string }) {
  const doc = legalDoc(slug);
  return (
    <>
      <PageHero title={doc.data.title} breadcrumb={[HOME_CRUMB]} />
      <LegalDocument doc={doc} />
    </>
  );
}
