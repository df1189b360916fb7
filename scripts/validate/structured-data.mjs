// Checks each page's JSON-LD against structured-data-rules.mjs: every node of a known type has
// its fields (BreadcrumbList positions count from 1 in order), the pages of each type carry it,
// and every page has its social card tags.
import { ITEM_LISTS, PAGES_WITH, SOCIAL_TAGS, TYPE_RULES } from './structured-data-rules.mjs';

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const META = /<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g;

const typesOf = (node) => [node['@type'] ?? []].flat();
const empty = (value) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

function valueAt(node, path) {
  return path.split('.').reduce((value, key) => (value == null ? undefined : value[key]), node);
}

/** The items a JSON-LD document lists, and the items of their lists (FAQ questions, crumbs). */
function items(document) {
  const top = [document].flat().flatMap((node) => node?.['@graph'] ?? [node]);
  const listed = top.flatMap((node) =>
    typesOf(node).flatMap((type) =>
      ITEM_LISTS[type] ? [node[ITEM_LISTS[type].field]].flat() : [],
    ),
  );
  return [...top, ...listed].filter((node) => node && typeof node === 'object');
}

/** The problems with one page's HTML, as sentences; `route` decides which types it must have. */
export function structuredDataProblems(route, html) {
  const problems = [];
  const found = new Set();
  for (const [, text] of html.matchAll(JSON_LD)) {
    let document;
    try {
      document = JSON.parse(text);
    } catch (error) {
      problems.push(`JSON-LD that does not parse: ${error.message}`);
      continue;
    }
    for (const node of items(document))
      for (const type of typesOf(node)) {
        found.add(type);
        for (const path of TYPE_RULES[type] ?? [])
          if (empty(valueAt(node, path))) problems.push(`${type} without ${path}`);
        if (type === 'BreadcrumbList') {
          const positions = (node.itemListElement ?? []).map((item) => item.position);
          if (positions.some((p, i) => p !== i + 1))
            problems.push(`BreadcrumbList positions ${positions.join(',')} are not 1, 2, 3…`);
        }
      }
  }
  for (const { types } of PAGES_WITH.filter((page) => page.route === route))
    for (const type of types) if (!found.has(type)) problems.push(`no ${type}`);
  const meta = new Map([...html.matchAll(META)].map(([, name, content]) => [name, content]));
  for (const tag of SOCIAL_TAGS) if (!meta.get(tag)) problems.push(`no ${tag}`);
  return problems;
}

/** Every sitemap page's problems: `[{ route, problems }]`. */
export async function checkStructuredData(origin, routes) {
  const results = [];
  for (const route of routes) {
    const html = await (await fetch(new URL(route, origin))).text();
    results.push({ route, problems: structuredDataProblems(route, html) });
  }
  return results;
}
