import { expect, test } from './support/test';

// The build moves Next.js's chunk scripts behind the first paint (scripts/after-paint.mjs).
for (const route of ['/', '/about', '/contact']) {
  test(`${route}: scripts are requested after the first contentful paint, then the page hydrates`, async ({
    page,
  }) => {
    await page.goto(route);
    // Next.js sets window.next when its client runtime starts.
    await page.waitForFunction(() => 'next' in window);
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname));
      return {
        fcp,
        chunks: chunks.length,
        firstChunk: Math.min(...chunks.map((c) => c.startTime)),
      };
    });
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.chunks).toBeGreaterThan(3);
    expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.fcp);
  });
}
