// Imported by next.config.ts: relative imports only, and nothing server-only.
import path from 'node:path';
import { z } from 'zod';
import { aboutStoryImage } from '../../content/about';
import { slides } from '../../content/slides';
import { cardSprite } from './content/card-sprite';
import { CONTENT_ROOT, readDocuments } from './content/documents';

/**
 * A `Link` header that asks for an image with the page's response: the browser starts the
 * request as the headers arrive, before it has built the page's document or parsed a byte of its
 * HTML (on a phone, hundreds of milliseconds sooner than a preload the parser finds in the head).
 * For the image that is the page's largest paint on its first screen, and only that one: every
 * header byte counts against the page's first flight (the build leaves the headers 1 KB of it:
 * scripts/post-build/inline-css.mjs), and another early request would compete with it.
 */
function preloadImage(src: string) {
  return { key: 'Link', value: `<${src}>; rel=preload; as=image; fetchpriority=high` };
}

/** The two fields of an article's front matter this needs; the content loader checks the rest. */
const articleCover = z.looseObject({ id: z.int().positive(), image: z.string() });

/**
 * The pages whose largest paint is an image known at build time, each with the header that asks
 * for it: the home page's first hero slide (components/home/hero-slide.tsx), /about's story
 * picture (components/about/about-intro.tsx), each article's cover
 * (components/blog/article-view.tsx), all shown eager and at high priority, and the blog
 * list's one file of card pictures (lib/server/content/card-sprite.ts), which holds the first
 * card's picture whichever card the shuffle puts first.
 */
export function largestImageHeaders() {
  const articles = readDocuments(path.join(CONTENT_ROOT, 'articles'), articleCover);
  const cards = cardSprite(articles.map(({ data }) => data));
  return [
    { source: '/', image: slides[0].image },
    { source: '/about', image: aboutStoryImage },
    ...(cards.pictures > 0 ? [{ source: '/blogs', image: cards.href }] : []),
    ...articles.map(({ data }) => ({ source: `/blog/${data.id}`, image: data.image })),
  ].map(({ source, image }) => ({ source, headers: [preloadImage(image)] }));
}
