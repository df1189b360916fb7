import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * Waits until the cards at `indexes` are the page their carousel's track shows (the first wholly
 * inside the track's width), then checks they stand one under another, in order.
 */
export async function expectStacked(cards: Locator, indexes: readonly number[]) {
  const first = cards.nth(indexes[0]!);
  await expect
    .poll(() =>
      first.evaluate((el) => {
        const [track, card] = [
          el.closest('ul')!.getBoundingClientRect(),
          el.getBoundingClientRect(),
        ];
        return card.left >= track.left - 1 && card.right <= track.right + 1;
      }),
    )
    .toBe(true);
  const boxes = await Promise.all(indexes.map((i) => cards.nth(i).boundingBox()));
  for (const [k, box] of boxes.entries()) {
    if (k === 0) continue;
    const above = boxes[k - 1]!;
    expect(box!.x).toBeCloseTo(boxes[0]!.x, 0);
    expect(box!.y).toBeGreaterThanOrEqual(above.y + above.height - 1);
  }
}
