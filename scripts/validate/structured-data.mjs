// Checks each page's JSON-LD against structured-data-rules.mjs: every node of a known type has
// its fields (BreadcrumbList positions count from 1 in order), the pages of each type carry it,
// and every page has its social card tags. Then Adobe's structured data validator, which encodes
// Google's rich result rules for the types it knows (breadcrumbs, organizations, images, people
// among those the site uses), reads the same JSON-LD: its errors and its warnings (Google's
// recommended fields) are problems too.
import GoogleRulesValidator from '@adobe/structured-data-validator';
import { ITEM_LISTS, PAGES_WITH, SOCIAL_TAGS, TYPE_RULES } from './structured-data-rules.mjs';

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const META = /<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g;

const typesOf = (node) => [node['@type'] ?? []].flat();
const empty = (value) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

function valueAt(node, path) {
  return path.split('.').reduce((value, key) => (value == null ? undefined : value[key]), node);
}

/** The page's JSON-LD documents, parsed; one that does not parse comes as `{ error }`. */
function* jsonLdDocuments(html) {
  for (const [, text] of html.matchAll(JSON_LD)) {
    try {
      yield { document: JSON.parse(text) };
    } catch (error) {
      yield { error };
    }
  }
}

/** A document's top-level items: itself, the items of an array, or those of its `@graph`. */
const topItems = (document) => [document].flat().flatMap((node) => node?.['@graph'] ?? [node]);

/** The items a JSON-LD document lists, and the items of their lists (FAQ questions, crumbs). */
function items(document) {
  const top = topItems(document);
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
  for (const { document, error } of jsonLdDocuments(html)) {
    if (error) {
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

/**
 * What Adobe's validator finds in the page's JSON-LD, as sentences. It takes the page's items
 * grouped by type, as its companion extractor would hand them over; a document that does not
 * parse is left to structuredDataProblems, which names it.
 */
export async function googleRulesProblems(html) {
  const jsonld = {};
  for (const { document } of jsonLdDocuments(html)) {
    // Under its first type: the validator checks each of an item's types itself.
    const nodes = document === undefined ? [] : topItems(document);
    for (const node of nodes.filter((item) => item && typeof item === 'object')) {
      const [type] = typesOf(node);
      if (type) (jsonld[type] ??= []).push(structuredClone(node));
    }
  }
  const issues = await new GoogleRulesValidator().validate({ jsonld });
  return issues.map(({ severity, path, issueMessage }) => {
    const where = path.map((step) => step.type ?? step.property).join(' > ');
    return `${severity === 'ERROR' ? 'error' : 'warning'} in ${where}: ${issueMessage}`;
  });
}

/** Every sitemap page's problems: `[{ route, problems }]`. */
export async function checkStructuredData(origin, routes) {
  const results = [];
  for (const route of routes) {
    const html = await (await fetch(new URL(route, origin))).text();
    const problems = [...structuredDataProblems(route, html), ...(await googleRulesProblems(html))];
    results.push({ route, problems });
  }
  return results;
}
