import type { IconName } from './icon-paths';
import { iconUrl, type IconTone } from '@/lib/icon-file';

/**
 * An icon as a small image file (app/icons/), for icons that are not on the first screen: the
 * page carries one short tag instead of its drawing, and the browser fetches it only when it is
 * near the screen. Decorative, like `Icon` without a label.
 */
export function IconImage({ name, tone, size }: { name: IconName; tone: IconTone; size: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- a 24-unit vector drawing: nothing to optimise
  return <img src={iconUrl(tone, name)} alt="" width={size} height={size} loading="lazy" />;
}
