import { renderOgImage, ogSize } from '@/components/seo/og-image';
import { site } from '@/content/site';

export const alt = `${site.name}: ${site.tagline}`;
export const size = ogSize;
export const contentType = 'image/png';

export default function Image() {
  return renderOgImage('Web, mobile and cloud software built in Nairobi');
}
