import { renderOgImage, ogSize } from '@/components/seo/og-image';
import { site } from '@/content/site';

export const alt = `Contact ${site.name}`;
export const size = ogSize;
export const contentType = 'image/png';

// A shared /contact?subject=... link previews with this card: the page is static, so one image.
export default function Image() {
  return renderOgImage('Tell us about your project', 'Contact Us');
}
