'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Open/closed state that closes by itself when the page changes: it is open only on the page
 * where it was opened.
 */
export function useOpenOnThisPage() {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const toggle = useCallback(
    () => setOpenOn((on) => (on === pathname ? null : pathname)),
    [pathname],
  );
  return { open, close, toggle };
}

type Dismiss = {
  open: boolean;
  close: () => void;
  /** Clicks outside this element close it; none given: only Escape and links close it. */
  inside?: RefObject<HTMLElement | null>;
  /** Handles Escape before the listeners of menus around it, so one key press closes one menu. */
  inner?: boolean;
  /** Where focus goes when Escape closes it. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** Closes an open menu on Escape, on following any link, and on a click outside it. */
export function useDismiss({ open, close, inside, inner = false, returnFocus }: Dismiss) {
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
      returnFocus?.current?.focus();
    }
    function onClick(event: MouseEvent) {
      if ((event.target as Element).closest?.('a')) close();
    }
    function onPointerDown(event: PointerEvent) {
      if (inside?.current && !inside.current.contains(event.target as Node)) close();
    }
    document.addEventListener('keydown', onKeyDown, inner);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, inner);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, inside, inner, returnFocus]);
}
