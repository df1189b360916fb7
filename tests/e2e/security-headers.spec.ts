import { expect, test } from './support/test';
import { allRoutes } from '../support/routes';

const EXPECTED_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

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
      const policy = headers['content-security-policy'] ?? '';
      const scriptSrc = directives(policy).get('script-src') ?? [];
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

  test('page policies restrict everything else too', async ({ request }) => {
    const policy = directives(
      (await request.get('/about')).headers()['content-security-policy'] ?? '',
    );
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // No connect-src of its own: default-src 'self' applies.
    expect(policy.get('connect-src')).toBeUndefined();
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(
      policy.get('script-src')?.filter((s) => s.startsWith("'sha256-")).length,
    ).toBeGreaterThan(0);
  });

  test('only /maps may load Google Maps', async ({ request }) => {
    const about = (await request.get('/about')).headers()['content-security-policy'] ?? '';
    const maps = (await request.get('/maps')).headers()['content-security-policy'] ?? '';
    expect(about).not.toContain('googleapis');
    expect(directives(maps).get('script-src')).toContain('https://*.googleapis.com');
  });
});

test.describe('the strict policy in the browser', () => {
  for (const route of [...allRoutes, '/does-not-exist']) {
    test(`${route} runs without a CSP violation and hydrates`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __csp: string[] }).__csp ??= [];
          (window as unknown as { __csp: string[] }).__csp.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await page.goto(route);
      const products = page.getByRole('button', { name: 'Our Products' });
      await products.click();
      await expect(products).toHaveAttribute('aria-expanded', 'true');
      const events = await page.evaluate(
        () => (window as unknown as { __csp?: string[] }).__csp ?? [],
      );
      expect([...violations, ...events]).toEqual([]);
    });
  }
});
