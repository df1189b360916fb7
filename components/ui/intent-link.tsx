'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
};

/**
 * A client-side link that fetches its page when the visitor reaches for it (the pointer enters
 * it, it takes focus, a finger touches it), not when it scrolls into view. Prefetching every link
 * in view downloads and decodes other pages, and the stylesheets and images they hint at, while a
 * phone is still loading and starting the page it shows. Reached for, the link turns on Next.js's
 * own prefetching, which fetches a link in view at once. Never for the page already shown.
 */
export function IntentLink({
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: IntentLinkProps) {
  const [wanted, setWanted] = useState(false);
  const reachedFor = () => {
    if (wanted) return;
    const target = new URL(href, window.location.href);
    if (target.origin === window.location.origin && target.pathname !== window.location.pathname)
      setWanted(true);
  };
  return (
    <Link
      href={href}
      prefetch={wanted ? undefined : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        reachedFor();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        reachedFor();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        reachedFor();
      }}
      {...props}
    />
  );
}
