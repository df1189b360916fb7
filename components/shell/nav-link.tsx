'use client';

import { usePathname } from 'next/navigation';
import { IntentLink, type IntentLinkProps } from '@/components/ui/intent-link';

type NavLinkProps = IntentLinkProps & {
  /**
   * Which pages it is marked current on: its own (`page`), every page under it (`section`, the
   * home link only on the home page), or none (the logo).
   */
  current?: 'page' | 'section' | 'never';
};

/**
 * A navigation link: marked `aria-current` on its page, and back to the top of the page when
 * followed.
 */
export function NavLink({ href, current = 'page', onClick, ...props }: NavLinkProps) {
  const pathname = usePathname();
  const isCurrent =
    current === 'section' && href !== '/'
      ? pathname.startsWith(href)
      : current !== 'never' && pathname === href;
  return (
    <IntentLink
      href={href}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        window.scrollTo({ top: 0 });
      }}
      {...props}
    />
  );
}
