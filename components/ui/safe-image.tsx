import Image, { type ImageProps } from 'next/image';

/**
 * An eager image is on the first screen. With Element Timing (Chromium) the page learns when it
 * is actually shown, and the after-paint loader (scripts/post-build/after-paint.mjs) waits for that before
 * it starts the scripts, so that they never compete with the largest paint.
 */
const FIRST_SCREEN: Record<string, string> = { elementtiming: 'first-screen' };

/**
 * An image that hides itself when it fails to load, rather than show a broken-image icon. The
 * hiding is done by one
 * document-level listener in the shell (ShellEffects), so this stays a Server Component.
 */
export function SafeImage({ alt, ...props }: ImageProps) {
  const src = typeof props.src === 'string' ? props.src : '';
  return (
    <Image
      alt={alt}
      {...props}
      {...(props.loading === 'eager' ? FIRST_SCREEN : {})}
      unoptimized={props.unoptimized ?? src.endsWith('.svg')}
      data-hide-on-error=""
    />
  );
}
