'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const HIDE_ON_ERROR = 'img[data-hide-on-error]';

function hide(img: HTMLImageElement) {
  img.hidden = true;
}

/**
 * Effects that belong to every page: scroll to the top on each route change, and hide
 * images marked data-hide-on-error that fail to load (including ones that failed before hydration).
 */
export function RouteEffects() {
  const pathname = usePathname();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    function onError(event: Event) {
      if (event.target instanceof HTMLImageElement && event.target.matches(HIDE_ON_ERROR))
        hide(event.target);
    }
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);

  useEffect(() => {
    document.querySelectorAll<HTMLImageElement>(HIDE_ON_ERROR).forEach((img) => {
      if (img.complete && img.naturalWidth === 0) hide(img);
    });
  }, [pathname]);

  return null;
}
