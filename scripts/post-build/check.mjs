// Always runs, after every other step: the build fails if any HTML file a host may serve (the
// build's pages, its 404 and 500 pages, and the standalone copy's) could run a script its own
// policy does not allow, or has no policy to enforce. A page that would break in the browser, or
// run unchecked, never ships.
import { readFileSync } from 'node:fs';
import { hashSource, pageScripts, POLICY_META } from './page-scripts.mjs';
import { servedHtmlFiles } from './build-output.mjs';

const UNSAFE = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:'];
// An inline event handler (onclick="…") or a javascript: URL would need 'unsafe-inline'.
const INLINE_HANDLER = /<[a-z][^>]*\son[a-z]+="|\shref="javascript:/i;

const unescapeAttribute = (value) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * What is wrong with one page's policy and scripts, an empty list when nothing is: the policy
 * must allow exactly the page's inline scripts, and scripts from no other origin.
 */
export function policyProblems(html) {
  const metas = [...html.matchAll(POLICY_META)];
  if (metas.length !== 1) return [`${metas.length} policy <meta> elements instead of one`];
  const [meta] = metas;
  const firstScript = html.search(/<script\b/);
  if (firstScript !== -1 && firstScript < meta.index)
    return ['a script comes before the policy <meta>, which applies only to what follows it'];

  const directives = new Map(
    unescapeAttribute(meta[1])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  if (!scriptSrc) return ['the policy does not restrict scripts'];
  const problems = UNSAFE.filter((source) => scriptSrc.includes(source)).map(
    (source) => `script-src allows ${source}`,
  );
  const { inline, files } = pageScripts(html);
  const hashes = new Set(inline.map(hashSource));
  for (const text of inline) {
    if (!scriptSrc.includes(hashSource(text)))
      problems.push(`inline script not in the policy: ${text.slice(0, 60)}…`);
  }
  // Exactly its own scripts: a hash of none of them is a policy written for another page.
  for (const source of scriptSrc.filter((s) => s.startsWith("'sha256-") && !hashes.has(s)))
    problems.push(`the policy allows a script the page does not have: ${source}`);
  for (const src of files) {
    if (!src.startsWith('/') || src.startsWith('//'))
      problems.push(`script from another origin: ${src}`);
  }
  if (INLINE_HANDLER.test(html)) problems.push('an inline event handler or javascript: URL');
  return problems;
}

/** Every served HTML file's problems, as "file: problem" lines. */
export function checkServedPages() {
  const files = servedHtmlFiles();
  const problems = files.flatMap((file) =>
    policyProblems(readFileSync(file, 'utf8')).map((problem) => `${file}: ${problem}`),
  );
  return { files, problems };
}
