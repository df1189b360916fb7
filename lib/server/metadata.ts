import 'server-only';
import type { Metadata } from 'next';
import { blog } from '@/content/blog';
import { site } from '@/content/site';

type PageMeta = {
  /** The page name; the title becomes "Brand | Page". */
  title: string;
  description: string;
  /** The canonical path of this page, e.g. "/about". */
  path: string;
  /** The social card and what it shows, when the page has its own opengraph-image; else the site-wide one. */
  image?: { url: string; alt: string };
  /** A page only reached by doing something (a form's outcome): kept out of search results. */
  noindex?: boolean;
  /** Link the blog's feed from the head, so feed readers find it from any blog page. */
  feed?: boolean;
};

/** What the site-wide social card (app/opengraph-image.tsx) shows, for those who cannot see it. */
export const SITE_CARD_ALT = `${site.name}: ${site.tagline}`;

/** The blog's RSS feed (app/feed.xml). */
export const FEED_PATH = '/feed.xml';

export function pageTitle(page: string): string {
  return `${site.name} | ${page}`;
}

/** The head of a page: title, description, canonical URL (made absolute from SITE_URL) and social cards. */
export function pageMetadata({
  title,
  description,
  path,
  image = { url: '/opengraph-image', alt: SITE_CARD_ALT },
  noindex = false,
  feed = false,
}: PageMeta): Metadata {
  return {
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    // Absolute, so the home page gets "Brand | Home" too (a template skips its own segment).
    title: { absolute: pageTitle(title) },
    description,
    alternates: {
      canonical: path,
      ...(feed && {
        types: { 'application/rss+xml': [{ url: FEED_PATH, title: blog.feedTitle }] },
      }),
    },
    openGraph: {
      title: pageTitle(title),
      description,
      url: path,
      siteName: site.name,
      locale: 'en_KE',
      type: 'website',
      // The site-wide card; a segment with its own opengraph-image file overrides it.
      images: [{ url: image.url, width: 1200, height: 630, alt: image.alt }],
    },
    twitter: {
      card: 'summary_large_image',
      title: pageTitle(title),
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
