import { iconPaths, type IconName } from '@/components/ui/icon-paths';

/**
 * The colours an icon file comes in, as the design tokens set them (app/tokens.css): an `<img>`
 * cannot take the text colour as an inline icon does.
 */
const TONES = {
  accent: '#f5a524',
  light: '#f3f6fb',
  white: '#ffffff',
} as const;
export type IconTone = keyof typeof TONES;
export const ICON_TONES = Object.keys(TONES) as IconTone[];

const isIcon = (name: string): name is IconName => Object.hasOwn(iconPaths, name);
const isTone = (tone: string): tone is IconTone => Object.hasOwn(TONES, tone);

/** Every icon's file name: `name.svg`. */
export const iconFiles = () => Object.keys(iconPaths).map((name) => `${name}.svg`);

/** An icon's URL, for `<img src>`. */
export const iconUrl = (tone: IconTone, name: IconName) => `/icons/${tone}/${name}.svg`;

/**
 * An icon as a standalone SVG file, drawn as the inline icons are (the `.icon` rule in
 * app/globals.css), or null for a tone or file there is none of.
 */
export function iconFile(tone: string, file: string): string | null {
  const name = file.replace(/\.svg$/, '');
  if (!isTone(tone) || !file.endsWith('.svg') || !isIcon(name)) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${TONES[tone]}" ` +
    `stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPaths[name]}"/></svg>`
  );
}
