import { iconPaths, type IconName } from '@/components/ui/icon-paths';

/** The colours an icon outside the first screen comes in: design tokens (app/tokens.css). */
const TONES = {
  accent: 'var(--color-accent)',
  light: 'var(--color-on-dark)',
  white: 'var(--color-surface)',
} as const;
export type IconTone = keyof typeof TONES;
/** A tone as the icon's `color`, which its drawing's stroke follows as an inline icon's does. */
export const toneColor = (tone: IconTone) => TONES[tone];

const SPRITE_URL = '/icons/sprite.svg';

/** An icon in the sprite, for `<use href>`. */
export const iconHref = (name: IconName) => `${SPRITE_URL}#${name}`;

/**
 * Every icon as a `<symbol>` whose id is its name. The drawings carry no stroke or fill: a `<use>`
 * of them inherits the page's `.icon` rule (app/globals.css) from its `<svg>`, as inline icons do.
 */
export function iconSprite(): string {
  const symbols = Object.entries(iconPaths).map(
    ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
