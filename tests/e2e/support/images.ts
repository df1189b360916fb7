import type { Locator } from '@playwright/test';

/** An image's natural width once it has loaded, 0 while it loads or if it failed, for polling. */
export const loadedWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
