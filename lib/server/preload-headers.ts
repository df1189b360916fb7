// Imported by next.config.ts: relative imports only, and nothing server-only.
import { slides } from '../../content/slides';

/**
 * A `Link` header that asks for an image with the page's response: the browser starts the
 * request as the headers arrive, before it has built the page's document or parsed a byte of its
 * HTML (on a phone, hundreds of milliseconds sooner than a preload the parser finds in the head).
 * For the image that is the page's largest paint on its first screen, and only that one: every
 * header byte counts against the page's first flight (the build leaves the headers 1 KB of it:
 * scripts/post-build/inline-css.mjs), and another early request would compete with it.
 */
export function preloadImage(src: string) {
  return { key: 'Link', value: `<${src}>; rel=preload; as=image; fetchpriority=high` };
}

/** Pages whose largest paint is an image known at build time, with the header that asks for it. */
export const largestImageHeaders = [
  // The home page's first hero slide (components/home/hero-slide.tsx shows it, eager and high).
  { source: '/', headers: [preloadImage(slides[0].image)] },
];
