import Image, { type ImageProps } from 'next/image';

/**
 * An image that hides itself when it fails to load (spec 2.2). The hiding is done by one
 * document-level listener in the shell (RouteEffects), so this stays a Server Component.
 */
export function SafeImage({ alt, ...props }: ImageProps) {
  const src = typeof props.src === 'string' ? props.src : '';
  return (
    <Image
      alt={alt}
      {...props}
      unoptimized={props.unoptimized ?? src.endsWith('.svg')}
      data-hide-on-error=""
    />
  );
}
