'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  /**
   * Which pages it is marked current on: its own (`page`), every page under it (`section`, the
   * home link only on the home page), or none (the logo).
   */
  current?: 'page' | 'section' | 'never';
};

/**
 * A navigation link: marked `aria-current` on its page, never prefetching the page being shown
 * (on the home page the logo would fetch it again), and back to the top of the page when followed.
 */
export function NavLink({ href, current = 'page', onClick, ...props }: NavLinkProps) {
  const pathname = usePathname();
  const isCurrent =
    current === 'section' && href !== '/'
      ? pathname.startsWith(href)
      : current !== 'never' && pathname === href;
  return (
    <Link
      href={href}
      prefetch={href === pathname ? false : undefined}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        window.scrollTo({ top: 0 });
      }}
      {...props}
    />
  );
}
