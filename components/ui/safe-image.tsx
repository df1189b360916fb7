import type { ComponentProps } from 'react';

type SafeImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image that hides itself when it fails to load, rather than show a broken-image icon. The
 * hiding is done by one document-level listener in the shell (ShellEffects), so this stays a
 * Server Component. The site's images are SVG files, which serve every size from one file, so a
 * plain `<img>` with its intrinsic size (no layout shift) is all they need: next/image would add
 * only attributes to every tag of every page.
 */
export function SafeImage({
  alt,
  decoding = 'async',
  // Off the first screen unless said otherwise: fetched when scrolled near, never preloaded.
  loading = 'lazy',
  ...props
}: SafeImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- vector images, see above
  return <img alt={alt} decoding={decoding} loading={loading} {...props} data-hide-on-error="" />;
}
