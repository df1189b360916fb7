// Always runs, last of the steps that change pages: each page gets its own Content-Security-Policy
// as `<meta http-equiv="Content-Security-Policy">`, first in its <head>, allowing exactly the
// inline scripts the page has (by their SHA-256 hashes) and scripts from this origin. The pages
// stay static (no per-request nonce), and the policy is part of the file every host serves: no
// server has to look anything up at run time. lib/server/security/policy.ts says what the policy
// allows.
import { readFileSync, writeFileSync } from 'node:fs';
import { connectOriginsFrom, pagePolicy } from '../../lib/server/security/policy.ts';
import { htmlFiles, routeOf } from './build-output.mjs';
import { hashSource, pageScripts, POLICY_META } from './page-scripts.mjs';

// The policy goes right after the charset declaration, which must stay in the first 1024 bytes.
const HEAD_START = /^<!DOCTYPE html><html[^>]*><head>(?:<meta charSet="utf-8"\/>)?/i;

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page with its policy meta (any earlier one replaced), built by `policyFor(hashes)`. */
export function withPolicy(html, policyFor) {
  const page = html.replace(POLICY_META, '');
  const head = HEAD_START.exec(page);
  if (!head) throw new Error('no <head> at the start of the page to put its policy in');
  const hashes = [...new Set(pageScripts(page).inline.map(hashSource))];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policyFor(hashes))}"/>`;
  const at = head.index + head[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}

export function writePagePolicies() {
  // The origins the browser may call besides this one are build-time settings, like the rest of
  // NEXT_PUBLIC_* (loaded from .env files by the caller, as next build does).
  const connectOrigins = connectOriginsFrom([
    process.env.NEXT_PUBLIC_API_BASE_URL,
    process.env.NEXT_PUBLIC_CONTACT_API_URL,
    process.env.NEXT_PUBLIC_CHAT_URL,
  ]);
  const files = htmlFiles();
  if (files.length === 0) throw new Error('no prerendered pages found: did next build run?');
  for (const file of files) {
    const maps = routeOf(file) === '/maps';
    const policyFor = (scriptHashes) => pagePolicy({ scriptHashes, maps, connectOrigins });
    writeFileSync(file, withPolicy(readFileSync(file, 'utf8'), policyFor));
  }
  console.log(`CSP: ${files.length} pages carry their own policy with their inline-script hashes`);
}
