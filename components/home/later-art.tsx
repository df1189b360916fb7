'use client';

import { createContext, useContext } from 'react';

/**
 * Whether the later slides' artwork is wanted yet: HeroCarousel says when. Their pictures share
 * one SVG file, and every SVG image is a document of its own that the browser builds and lays out
 * on the page's main thread, which on a phone holds the page's first taps back for as long:
 * nobody waits for a slide that is not yet on its way.
 */
export const LaterArtWanted = createContext(false);

/**
 * A later slide's picture (`children`). Until it is wanted it waits in a `<noscript>`: a
 * browser without scripts reads that as markup and loads it as it nears the screen, and with
 * scripts it is only text, which nothing fetches or parses. Once wanted, it is rendered.
 */
export function LaterArt({ children }: { children: React.ReactNode }) {
  return useContext(LaterArtWanted) ? children : <noscript>{children}</noscript>;
}
