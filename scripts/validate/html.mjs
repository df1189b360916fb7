// The W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, which needs a Java runtime) on
// every page the sitemap lists and the 404 page, as the server sends them. Errors only: its
// warnings are advice, not validity.
import { NOT_FOUND_ROUTE } from '../lib/served-size.mjs';
import { vnuErrors } from '../lib/vnu.mjs';

/**
 * Each served page's errors, for the sitemap's `listed` routes and the 404 page:
 * `[{ route, errors: [{ line, message }] }]`.
 */
export async function checkHtml(origin, listed) {
  const routes = [...listed, NOT_FOUND_ROUTE];
  const pages = [];
  for (const route of routes) {
    const response = await fetch(new URL(route, origin));
    pages.push({ name: route, html: await response.text() });
  }
  return vnuErrors(pages).map(({ name, errors }) => ({ route: name, errors }));
}
