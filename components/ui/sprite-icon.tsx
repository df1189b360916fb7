import type { IconName } from './icon-paths';
import { iconHref, toneColor, type IconTone } from '@/lib/icon-file';

/**
 * An icon drawn from the sprite file (app/icons/sprite.svg), for icons that are not on the first
 * screen: the page carries one short tag instead of its drawing, and however many icons it shows,
 * the browser fetches and parses one file for them all. Decorative, like `Icon` without a label.
 */
export function SpriteIcon({ name, tone, size }: { name: IconName; tone: IconTone; size: number }) {
  return (
    <svg className="icon" width={size} height={size} style={{ color: toneColor(tone) }} aria-hidden>
      <use href={iconHref(name)} />
    </svg>
  );
}
