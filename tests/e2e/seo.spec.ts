import { expect, test } from './support/test';
import { site } from '@/content/site';
import { aliases } from '@/lib/server/aliases';
import { allRoutes, formOutcomeRoutes, sitemapRoutes } from '../support/routes';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
}

test.describe('search visibility', () => {
  test('sitemap.xml is valid XML listing every page, article and service with lastmod', async ({
    page,
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    await page.setContent('<p>sitemap</p>');
    const locs = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('sitemap is not valid XML');
      return [...doc.querySelectorAll('url')].map((url) => ({
        path: new URL(url.querySelector('loc')?.textContent ?? '').pathname,
        lastmod: url.querySelector('lastmod')?.textContent ?? '',
      }));
    }, xml);
    const paths = locs.map((l) => decodeURIComponent(l.path));
    expect(paths.toSorted()).toEqual(sitemapRoutes.toSorted());
    for (const loc of locs) expect(Date.parse(loc.lastmod)).not.toBeNaN();
  });

  test('the pages a form lands on stay out of search results and out of the sitemap', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of formOutcomeRoutes) {
      const html = await (await request.get(route)).text();
      expect(html, route).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
      expect(sitemap, route).not.toContain(`${route}<`);
    }
  });

  test('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  for (const route of allRoutes) {
    test(`${route} has a canonical URL, a description and social cards`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(head).not.toContain('http-equiv="refresh"');
      const types = jsonLd(html).map((d) => d['@type']);
      expect(types.filter((t) => t === 'BreadcrumbList').length).toBeLessThanOrEqual(1);
    });
  }

  test('the pages about the company carry it as Organization and ProfessionalService in Nairobi', async ({
    request,
  }) => {
    for (const path of ['/', '/about', '/contact', '/maps']) {
      const data = jsonLd(await (await request.get(path)).text());
      const org = data.find(
        (d) =>
          Array.isArray(d['@type']) && (d['@type'] as string[]).includes('ProfessionalService'),
      );
      expect(org, path).toMatchObject({
        '@id': expect.stringMatching(/\/#organization$/),
        name: site.name,
        telephone: site.phone,
        email: site.email,
        address: { addressLocality: 'Nairobi', addressCountry: 'KE' },
        geo: { latitude: site.location.lat, longitude: site.location.lng },
      });
    }
    // Other pages do not repeat it (~600 compressed bytes each); an article names it by its @id.
    const isCompany = (d: Record<string, unknown>) => Array.isArray(d['@type']);
    for (const path of ['/faq', '/services', '/blog/1']) {
      const data = jsonLd(await (await request.get(path)).text()).flat();
      expect(data.filter(isCompany), path).toEqual([]);
    }
    const homeId = jsonLd(await (await request.get('/')).text()).find(isCompany)?.['@id'];
    const article = jsonLd(await (await request.get('/blog/1')).text()).flat();
    const posting = article.find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.publisher).toMatchObject({ '@type': 'Organization', '@id': homeId });
  });

  test('pages with a breadcrumb carry a BreadcrumbList', async ({ request }) => {
    const data = jsonLd(await (await request.get('/about')).text());
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, name: 'About' }),
    ]);
  });

  test('the social card images are generated PNGs', async ({ request }) => {
    for (const path of ['/opengraph-image', '/contact/opengraph-image']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('every page links the PNG site icon, which its renderer never fetches', async ({
    page,
    request,
  }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    for (const route of ['/', '/blog/1']) {
      const html = await (await request.get(route)).text();
      expect(html).toContain(
        '<link rel="icon" href="/favicon.ico" sizes="48x48 32x32" type="image/x-icon"/>',
      );
      expect(html).not.toMatch(/<link rel="icon"[^>]*svg/);
    }
    // Chromium fetches an ICO icon itself, outside the page (so it never appears among the page's
    // requests); an SVG icon it would fetch and parse as a document in the page's renderer.
    const icons: string[] = [];
    page.context().on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/favicon.ico' || path === '/icon.svg') icons.push(path);
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))),
    );
    expect(icons).toEqual([]);
  });

  test('a shared contact link previews with its own title and image', async ({ request }) => {
    const html = await (await request.get('/contact?subject=Website%20redesign')).text();
    expect(html).toContain(`<meta property="og:title" content="${site.name} | Contact Us"`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/contact\/opengraph-image/);
  });

  for (const [from, to] of Object.entries(aliases)) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(encodeURI(to));
    });
  }

  test('an encoded ampersand still reaches the terms page', async ({ page }) => {
    const response = await page.goto('/terms%26conditions');
    expect(response?.status()).toBe(200);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/terms&conditions');
  });
});
