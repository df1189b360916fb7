import { expect, test } from './support/test';
import { allRoutes } from '../support/routes';
import { site } from '@/content/site';
import { starterScript } from '../../scripts/post-build/after-paint.mjs';
import { hashSource } from '../../scripts/post-build/page-scripts.mjs';
import { EARLY_CLICKS_SCRIPT } from '@/lib/early-clicks';

const EXPECTED_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The policy a page carries first in its head (the build writes it there). */
function metaPolicy(html: string): string {
  return (
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? ''
  ).replace(/&amp;/g, '&');
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

test.describe('security headers', () => {
  for (const route of [...allRoutes, '/does-not-exist', '/api/health', '/sitemap.xml']) {
    test(`${route} carries the security headers and a strict script policy`, async ({
      request,
    }) => {
      const response = await request.get(route);
      const headers = response.headers();
      for (const [name, value] of Object.entries(EXPECTED_HEADERS))
        expect(headers[name], name).toBe(value);
      expect(headers['permissions-policy']).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/,
      );
      expect(headers['x-powered-by']).toBeUndefined();
      const header = directives(headers['content-security-policy'] ?? '');
      expect(header.get('frame-ancestors')).toEqual(["'none'"]);
      if (!headers['content-type']?.startsWith('text/html')) return;
      const scriptSrc = directives(metaPolicy(await response.text())).get('script-src') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
    });
  }

  test('route handlers answer with a policy that allows nothing', async ({ request }) => {
    for (const path of ['/api/health', '/api/log-click', '/subscribe']) {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
      expect(directives(policy).get('default-src'), path).toEqual(["'none'"]);
      expect(directives(policy).get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  test('page policies restrict everything else too, in the header and in the page', async ({
    request,
  }) => {
    const response = await request.get('/about');
    const header = directives(response.headers()['content-security-policy'] ?? '');
    const page = directives(metaPolicy(await response.text()));
    expect(header.get('object-src')).toEqual(["'none'"]);
    expect(header.get('base-uri')).toEqual(["'self'"]);
    expect(header.get('form-action')).toEqual(["'self'"]);
    expect(header.has('upgrade-insecure-requests')).toBe(true);
    // The header says nothing about scripts: the page's own policy does.
    expect(header.has('script-src')).toBe(false);
    expect(header.has('default-src')).toBe(false);
    expect(page.get('default-src')).toEqual(["'self'"]);
    // No connect-src of its own: default-src 'self' applies.
    expect(page.get('connect-src')).toBeUndefined();
    // Scripts from this origin, and the two inline scripts every page has: the early-click buffer
    // and the after-paint starter (the loader itself is a file).
    expect([...(page.get('script-src') ?? [])].sort()).toEqual(
      ["'self'", hashSource(EARLY_CLICKS_SCRIPT), hashSource(starterScript())].sort(),
    );
  });

  test('only /maps may load Google Maps', async ({ request }) => {
    const about = metaPolicy(await (await request.get('/about')).text());
    const maps = metaPolicy(await (await request.get('/maps')).text());
    expect(about).not.toContain('googleapis');
    expect(directives(maps).get('script-src')).toContain('https://*.googleapis.com');
  });
});

// Each page's policy in the browser (no violation, hydration) is checked in every-page.spec.ts,
// in the same visit as its axe scan.

test('the map page loads as a document of its own, with the one policy that allows Google Maps', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: site.address.label }).click();
  await expect(page).toHaveURL(/\/maps$/);
  // A client-side navigation would have kept the policy of /about, which blocks the map.
  const policy = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(policy).toHaveAttribute('content', /https:\/\/\*\.googleapis\.com/);
});
