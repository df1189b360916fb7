// Where a page's bytes go: its HTML split into inline CSS, inline SVG, the framework's inline RSC
// payload, JSON-LD, other inline scripts and the rest (markup and text). Each part is given raw
// and gzipped on its own; parts compress better together, so their gzipped sizes sum to more
// than the page's.
import { gzipSync } from 'node:zlib';

const PARTS = [
  ['css', /<style[^>]*>[\s\S]*?<\/style>/g],
  ['svg', /<svg[\s\S]*?<\/svg>/g],
  ['rsc', /<script>self\.__next_f\.push[\s\S]*?<\/script>/g],
  ['jsonLd', /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g],
  ['scripts', /<script[\s\S]*?<\/script>/g],
];

const sizes = (text) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text).length });

/** Splits `html` into the parts above (each match taken by the first part it fits) and `rest`. */
export function pageBreakdown(html) {
  let rest = html;
  const result = {};
  for (const [name, pattern] of PARTS) {
    const found = rest.match(pattern) ?? [];
    rest = rest.replace(pattern, '');
    result[name] = sizes(found.join(''));
  }
  result.rest = sizes(rest);
  return result;
}

export const BREAKDOWN_PARTS = [...PARTS.map(([name]) => name), 'rest'];
