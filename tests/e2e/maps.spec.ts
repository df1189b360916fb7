import { expect, test, type Page } from './support/test';
import { site } from '@/content/site';
import { startKeyedMapsServer, type KeyedServer } from './support/keyed-maps-server';

const MAPS_HOST = /^https:\/\/maps\.googleapis\.com\//;
// Strings found only inside @vis.gl/react-google-maps and @googlemaps/markerclusterer.
const MAPS_LIBRARY_MARKERS = ['GMP_visgl_rgmlibrary', 'Cluster of '];

/** Every JavaScript body the page downloads, to check which libraries it ships. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

test.describe('/maps without a key (the default build)', () => {
  test('says Error loading map, shows the address and an Open in Google Maps link, and never asks Google', async ({
    page,
  }) => {
    const googleRequests: string[] = [];
    page.on('request', (r) => MAPS_HOST.test(r.url()) && googleRequests.push(r.url()));

    await page.goto('/maps');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locate Us');
    // A map that can never load is a failed map: the same words, from the first paint.
    await expect(page.locator('main').getByRole('alert')).toHaveText('Error loading map');
    await expect(page.locator('main').getByRole('status')).toHaveCount(0);
    await expect(page.locator('address')).toContainText(site.address.locality);
    const link = page.getByRole('link', { name: /Open in Google Maps/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=-1.2921,36.8219',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await page.waitForLoadState('networkidle');
    expect(googleRequests).toEqual([]);
  });

  for (const path of ['/', '/faq', '/maps']) {
    test(`${path} ships none of the maps libraries without a key`, async ({ page }) => {
      const scripts = collectScripts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      for (const marker of MAPS_LIBRARY_MARKERS) {
        expect(scripts.some((body) => body.includes(marker))).toBe(false);
      }
    });
  }
});

test.describe('/maps with a key, when Google cannot be reached', () => {
  // A keyed build of /maps alone, served beside the default one (see support/keyed-maps-server.ts).
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let server: KeyedServer;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    server = await startKeyedMapsServer();
  });
  test.afterAll(async () => server?.stop());

  test('shows Loading map…, retries 3 times with growing delays, then Error loading map, having downloaded no maps library code', async ({
    page,
  }) => {
    const attempts: number[] = [];
    await page.route(MAPS_HOST, (route) => {
      attempts.push(Date.now());
      return route.abort('connectionrefused');
    });
    const scripts = collectScripts(page);

    await page.goto(`${server.url}/maps`);
    await expect(page.locator('main').getByRole('status')).toHaveText('Loading map…');
    await expect(page.locator('main').getByRole('alert')).toHaveText('Error loading map', {
      timeout: 20_000,
    });

    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[1]).toBeGreaterThanOrEqual(1_950);
    expect(gaps[2]).toBeGreaterThanOrEqual(3_950);
    expect(gaps[2]).toBeLessThan(10_000);
    for (const marker of MAPS_LIBRARY_MARKERS) {
      expect(scripts.some((body) => body.includes(marker))).toBe(false);
    }

    await page.waitForTimeout(5_000);
    expect(attempts).toHaveLength(4);
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
  });

  test('fetches the map libraries once the script loads, without requesting it twice', async ({
    page,
  }) => {
    const requests: string[] = [];
    // A stand-in for Google's script: it installs importLibrary and calls the page's callback.
    await page.route(MAPS_HOST, (route) => {
      requests.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { maps: { importLibrary: () => new Promise(() => {}) } };
          window[new URL(document.currentScript.src).searchParams.get('callback')]();`,
      });
    });
    const scripts = collectScripts(page);
    await page.goto(`${server.url}/maps`);
    await expect
      .poll(() => scripts.some((body) => body.includes(MAPS_LIBRARY_MARKERS[0]!)))
      .toBe(true);
    await expect(page.locator('main').getByText('Loading map…')).toHaveCount(0);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).searchParams.get('key')).toBe('e2e-dummy-key');
  });
});
