// A page's scripts as the browser sees them, and its policy <meta>: shared by the step that writes
// each page's policy and the check that reads it back.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
export const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g;

/** Script elements the browser runs: JSON data blocks (structured data) never execute. */
const executes = (attributes) => !/\stype="application\/(?:ld\+)?json"/.test(attributes);

/** The executable inline scripts of a page (their text) and the URLs of its script files. */
export function pageScripts(html) {
  const inline = [];
  const files = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (!executes(attributes)) continue;
    const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
    if (src !== undefined) files.push(src);
    else inline.push(body);
  }
  return { inline, files };
}

/** A CSP hash source for a script's text, as the browser computes it. */
export const hashSource = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
