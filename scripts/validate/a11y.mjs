// pa11y with its own runner, HTML_CodeSniffer, at WCAG 2 AA, on every page a visitor can reach:
// the sitemap's, those kept out of it (the team's, the newsletter's and where a form posted
// without JavaScript lands) and the 404 page, in Chromium, as each loads. Errors only: its
// warnings and notices ask a person to judge, as the Nu checker's warnings do. axe-core, the
// other engine pa11y can run, already scans every page in the browser tests.
import pa11y from 'pa11y';
import puppeteer from 'puppeteer-core';
import { pageRoutes } from '../../content/routes.ts';
import { NEWSLETTER_PAGES } from '../../lib/form-pages.ts';
import { TEAM_PAGES } from '../../lib/team-pages.ts';
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from '../lib/chromium.mjs';
import { NOT_FOUND_ROUTE } from '../lib/served-size.mjs';

const PAGE_TIMEOUT_MS = 60_000;

/**
 * The pages no sitemap lists: noindex, reached by a link in a mail, by posting (the routes kept
 * out of the sitemap include where each form lands), or signed in.
 */
const unlistedRoutes = () => [
  ...pageRoutes.filter((route) => route.priority === null).map((route) => route.path),
  ...Object.values(TEAM_PAGES),
  ...Object.values(NEWSLETTER_PAGES),
];

/**
 * The errors on each page, for the sitemap's `listed` routes, the unlisted ones and the 404 page:
 * `[{ route, errors: [{ code, message, selector }] }]`.
 */
export async function checkAccessibility(origin, listed) {
  const routes = [...new Set([...listed, ...unlistedRoutes(), NOT_FOUND_ROUTE])];
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', ...QUIET_CHROMIUM_FLAGS],
  });
  try {
    const pages = [];
    for (const route of routes) {
      const page = await browser.newPage();
      const { issues } = await pa11y(new URL(route, origin).href, {
        browser,
        page,
        standard: 'WCAG2AA',
        timeout: PAGE_TIMEOUT_MS,
      });
      await page.close();
      pages.push({
        route,
        errors: issues.map(({ code, message, selector }) => ({ code, message, selector })),
      });
    }
    return pages;
  } finally {
    await browser.close();
  }
}
