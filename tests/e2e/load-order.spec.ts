import { expect, test } from './support/test';

// The build inlines each page's CSS (scripts/post-build/inline-css.mjs) and moves Next.js's chunk
// scripts and RSC payload behind the first paint (scripts/post-build/after-paint.mjs).
for (const route of ['/', '/about', '/contact']) {
  test(`${route}: painted from the HTML alone; scripts run after it, each file fetched once, no stylesheet is fetched, then the page hydrates`, async ({
    page,
  }) => {
    // When each script element is added: none of the framework's may run before the first paint.
    await page.addInitScript(() => {
      const added: number[] = [];
      (window as unknown as { __scriptsAdded: number[] }).__scriptsAdded = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/'))
              added.push(performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);
    // Next.js sets window.next when its client runtime starts.
    await page.waitForFunction(() => 'next' in window);
    // Hydrated, with what scripts add styled: the chat panel opens as a dialog box, not as
    // unstyled text in the page.
    await page.getByRole('button', { name: 'Ask our assistant' }).click();
    const panel = page.getByRole('dialog', { name: /Chat with/ });
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // The footer's rules come from the stylesheet linked just before it, and stay after hydration.
    await expect(page.locator('footer > div').first()).toHaveCSS('display', 'grid');
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const resources = performance.getEntriesByType('resource');
      const of = (pattern: RegExp) =>
        resources.filter((entry) => pattern.test(new URL(entry.name).pathname));
      const first = (entries: PerformanceEntry[]) => Math.min(...entries.map((e) => e.startTime));
      // The framework's chunks (which the loader preloads) and the loader's file (which the page
      // does).
      const scripts = of(/\/_next\/static\/chunks\/.+\.js$/);
      const payload = of(/\/_next\/static\/flight\/.+\.json$/);
      // The CSS below the first screen waits in noscript blocks until then.
      const held = of(/\/_next\/static\/chunks\/later-[^/]+\.css$/);
      const added = (window as unknown as { __scriptsAdded: number[] }).__scriptsAdded;
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      return {
        fcp,
        scripts: scripts.map((e) => e.name),
        // The chunks' downloads wait for the first paint, so that they never take the wire from
        // it; the HTML preloads only the loader's small file and the payload.
        chunksBeforePaint: scripts.filter(
          (e) => !/\/after-paint-[^/]+\.js$/.test(e.name) && e.startTime < fcp,
        ).length,
        firstAdded: Math.min(...added),
        payload: payload.length,
        held: held.length,
        firstHeld: first(held),
        // Every stylesheet the page itself links is inline; only the chat panel's comes later.
        pageSheets: of(/\.css$/).filter((e) =>
          links.some((l) => l.disabled && e.name.endsWith(l.getAttribute('href')!)),
        ).length,
        disabledLinks: links.filter((l) => l.disabled).length,
      };
    });
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    // Preloaded or not, each file is downloaded once: the preload's request serves the script.
    expect(new Set(timing.scripts).size).toBe(timing.scripts.length);
    expect(timing.firstAdded).toBeGreaterThanOrEqual(timing.fcp);
    expect(timing.chunksBeforePaint).toBe(0);
    expect(timing.payload).toBe(1);
    expect(timing.held).toBe(1);
    expect(timing.firstHeld).toBeGreaterThanOrEqual(timing.fcp);
    expect(timing.disabledLinks).toBeGreaterThan(0);
    expect(timing.pageSheets).toBe(0);
  });
}

test('the first frame is styled before any stylesheet or script arrives', async ({ page }) => {
  // Hold every stylesheet and script: what shows is what the HTML alone gives.
  await page.route(/\.(css|js)(\?|$)/, () => {});
  await page.goto('/about', { waitUntil: 'commit' });
  await page.locator('main h1').waitFor();
  const look = await page.evaluate(() => {
    const header = document.querySelector('header')!;
    const main = document.querySelector('main')!;
    return {
      headerPosition: getComputedStyle(header).position,
      bodyMargin: getComputedStyle(document.body).margin,
      h1Size: parseFloat(getComputedStyle(main.querySelector('h1')!).fontSize),
    };
  });
  expect(look.bodyMargin).toBe('0px');
  expect(['sticky', 'fixed']).toContain(look.headerPosition);
  expect(look.h1Size).toBeGreaterThan(24);
});

test('with scripts, what comes after the first screen stays hidden until its stylesheet has loaded', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/later-[^/]+\.css(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  // A phone's width: there the footer has a content-visibility of its own (a desktop renders it).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about', { waitUntil: 'commit' });
  const footer = page.locator('body > footer');
  await expect.poll(() => page.locator('link[data-precedence="later"]').count()).toBe(1);
  // Unstyled, it would show as a long list of links: it is hidden and out of the layout, so that
  // nothing makes the browser lay it out with half its rules (Chromium lays out every form field
  // at the end of parsing, the newsletter's too); and the scripts wait.
  await expect(footer).toHaveCSS('display', 'none');
  await expect(footer).toHaveCSS('visibility', 'hidden');
  await expect(footer).toHaveCSS('content-visibility', 'hidden');
  expect(
    await footer
      .getByRole('textbox', { name: /email/i, includeHidden: true })
      .evaluate((field) => field.getClientRects().length),
  ).toBe(0);
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  release();
  await expect(footer).toHaveCSS('display', 'block');
  await expect(footer).toHaveCSS('visibility', 'visible');
  // Its own rule, not the one that hid it: the footer is rendered when the visitor comes near it.
  await expect(footer).toHaveCSS('content-visibility', 'auto');
  await expect(page.locator('footer > div').first()).toHaveCSS('display', 'grid');
  await page.waitForFunction(() => 'next' in window);
});

test('the home page sections after the fold keep their own content-visibility once shown', async ({
  page,
}) => {
  // A phone's width, where sections skip their contents off screen (a desktop renders them all).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForFunction(() => 'next' in window);
  const afterFold = page.locator('[data-fold] ~ section');
  await expect(afterFold.last()).toHaveCSS('visibility', 'visible');
  const values = await afterFold.evaluateAll((sections) =>
    sections.map((section) => getComputedStyle(section).contentVisibility),
  );
  // Each its own rule: the page's sections skip their contents while off screen (`auto`), the
  // logo band has none (`visible`); the rule that showed them set neither.
  expect(values.filter((value) => value === 'auto').length).toBeGreaterThan(1);
  expect(values).not.toContain('hidden');
});

test('a page opened at a fragment after its first screen is taken there once it shows', async ({
  page,
}) => {
  // The newsletter form is in the home page's last section, which waits for the later stylesheet.
  await page.goto('/#newsletter-signup');
  await page.waitForFunction(() => 'next' in window);
  await expect(page.locator('#newsletter-signup')).toBeInViewport();
});

test('if the stylesheet after the first screen fails, the page shows it all and still hydrates', async ({
  page,
}) => {
  await page.route(/\/later-[^/]+\.css(\?|$)/, (route) => route.abort());
  await page.goto('/about');
  await page.waitForFunction(() => 'next' in window);
  await expect(page.locator('body > footer')).toHaveCSS('display', 'block');
  await expect(page.locator('body > footer')).toHaveCSS('visibility', 'visible');
});

test('client-side navigation keeps every page styled and links each stylesheet once', async ({
  page,
}) => {
  await page.goto('/about');
  await page.waitForFunction(() => 'next' in window);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A client-side navigation: the window (and our marker) survived.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  const state = await page.evaluate(() => {
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (l) => l.getAttribute('href'),
    );
    // The accordion's rules are in a file /about does not have: React links it.
    const accordion = document.querySelector('main [class*="_accordion"]');
    return {
      hrefs,
      unique: new Set(hrefs).size,
      accordionDisplay: accordion ? getComputedStyle(accordion).display : null,
      added: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .filter((l) => !l.disabled)
        .map((l) => l.sheet !== null),
      h1Size: parseFloat(getComputedStyle(document.querySelector('main h1')!).fontSize),
    };
  });
  expect(state.unique).toBe(state.hrefs.length);
  expect(state.hrefs.filter((href) => href?.includes('/later-'))).toHaveLength(1);
  expect(state.h1Size).toBeGreaterThan(24);
  expect(state.accordionDisplay).toBe('grid');
  expect(state.added.length).toBeGreaterThan(0);
  expect(state.added.every(Boolean)).toBe(true);
});

test('the home page links the CSS below its first screen once, before the footer; every section is styled, before and after a client-side navigation', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => 'next' in window);
  const later = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-precedence="later"]')].map((l) => ({
      href: l.getAttribute('href'),
      inFold: l.parentElement!.matches('[data-fold]'),
      applied: l.sheet !== null,
    })),
  );
  // Once, before the footer: the fold's copy is for browsers without scripts (a file linked twice
  // would make Chromium restyle the whole page whenever React adds a preload to it).
  expect(later).toEqual([expect.objectContaining({ inFold: false, applied: true })]);
  const sectionPadding = () =>
    page
      .locator('main section[aria-labelledby]')
      .last()
      .evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
  expect(await sectionPadding()).toBeGreaterThan(30);
  // Away and back by client-side navigation: the page's content is replaced twice.
  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sectionPadding()).toBeGreaterThan(30);
  await page.locator('footer').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#home-faq')).toBeAttached();
  expect(await sectionPadding()).toBeGreaterThan(30);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a page asks for none of the framework scripts it cannot run', async ({ page }) => {
    // The early script's preload waits in the loader's noscript block, which a browser without
    // scripts reads as markup: its media query keeps it from being fetched.
    const chunks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/_next\/static\/chunks\/(?!after-paint-)[^/]+\.js$/.test(pathname))
        chunks.push(pathname);
    });
    await page.goto('/contact', { waitUntil: 'load' });
    expect(
      await page.locator('noscript[data-later="paint"] + script').count(),
      'the loader block is there',
    ).toBe(1);
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);
  });
});
