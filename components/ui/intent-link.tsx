'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
};

/**
 * A client-side link that fetches its page when the visitor reaches for it (the pointer enters
 * it, it takes focus, a finger touches it), not when it scrolls into view. Prefetching every link
 * in view downloads and decodes other pages, and the stylesheets and images they hint at, while a
 * phone is still loading and starting the page it shows. Never the page already shown.
 */
export function IntentLink({
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => {
    const target = new URL(href, window.location.href);
    if (target.origin === window.location.origin && target.pathname !== window.location.pathname)
      router.prefetch(target.pathname + target.search);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      {...props}
    />
  );
}
