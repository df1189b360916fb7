import { renderOgImage, ogSize } from '@/components/seo/og-image';
import { SITE_CARD_ALT } from '@/lib/server/metadata';

export const alt = SITE_CARD_ALT;
export const size = ogSize;
export const contentType = 'image/png';

export default function Image() {
  return renderOgImage('Web, mobile and cloud software built in Nairobi');
}
