import { describe, expect, it } from 'vitest';
import { connectOriginsFrom, PAGE_HEADER_POLICY, pagePolicy } from '@/lib/server/security/policy';
import { withPolicy } from '../../scripts/post-build/csp.mjs';
import { hashSource } from '../../scripts/post-build/page-scripts.mjs';
import { policyProblems } from '../../scripts/post-build/check.mjs';

function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((d) => d === name || d.startsWith(`${name} `));
  return found?.split(' ').slice(1);
}

const LOADER = 'console.log("loader")';
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title>',
  '<script src="/_next/static/chunks/a.js?dpl=x" async=""></script></head><body><h1>Hi</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  `<script data-after-paint="">${LOADER}</script></body></html>`,
].join('');
const secured = () => withPolicy(PAGE, (hashes) => pagePolicy({ scriptHashes: hashes }));

describe('page policy', () => {
  it('allows scripts only from the site and the given hashes, never unsafe-inline or unsafe-eval', () => {
    for (const maps of [false, true]) {
      const sources = directive(
        pagePolicy({ scriptHashes: ["'sha256-abc='"], maps }),
        'script-src',
      );
      expect(sources).toContain("'self'");
      expect(sources).toContain("'sha256-abc='");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('adds Google Maps hosts only to the map page', () => {
    expect(pagePolicy({ scriptHashes: [] })).not.toContain('googleapis');
    expect(pagePolicy({ scriptHashes: [], maps: true })).toContain('https://*.googleapis.com');
  });

  it("leaves out the directives that would only repeat default-src 'self'", () => {
    const policy = pagePolicy({ scriptHashes: [] });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    for (const name of ['font-src', 'connect-src', 'worker-src', 'manifest-src'])
      expect(directive(policy, name)).toBeUndefined();
    const maps = pagePolicy({ scriptHashes: [], maps: true });
    expect(directive(maps, 'font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(directive(maps, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('lets the browser call the configured API hosts and nothing else', () => {
    const origins = connectOriginsFrom([
      'https://api.example.com/v1',
      undefined,
      'https://chat.example.com/chat',
    ]);
    expect(origins).toEqual(['https://api.example.com', 'https://chat.example.com']);
    const policy = pagePolicy({ scriptHashes: [], connectOrigins: origins });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://chat.example.com',
    ]);
  });

  it('keeps in the header what a <meta> policy cannot carry, and nothing about scripts', () => {
    expect(directive(PAGE_HEADER_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(PAGE_HEADER_POLICY, 'object-src')).toEqual(["'none'"]);
    expect(directive(PAGE_HEADER_POLICY, 'form-action')).toEqual(["'self'"]);
    // Two policies are both enforced: a script or default source here would block the hashes.
    expect(directive(PAGE_HEADER_POLICY, 'script-src')).toBeUndefined();
    expect(directive(PAGE_HEADER_POLICY, 'default-src')).toBeUndefined();
    expect(directive(pagePolicy({ scriptHashes: [] }), 'frame-ancestors')).toBeUndefined();
  });
});

describe("the build's policy in each page", () => {
  it('puts the policy right after the charset, with the hash of each inline script that runs', () => {
    const html = secured();
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><title>/,
    );
    const policy = /content="([^"]+)"/.exec(html)?.[1] ?? '';
    // The loader, not the structured data (a data block never runs).
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashSource(LOADER)]);
  });

  it('replaces its policy when the page is processed again', () => {
    expect(withPolicy(secured(), (h) => pagePolicy({ scriptHashes: h }))).toBe(secured());
  });

  it('passes a page whose every inline script is in its policy', () => {
    expect(policyProblems(secured())).toEqual([]);
  });

  it('refuses a page with an inline script its policy does not list', () => {
    const html = secured().replace('</body>', '<script>alert(1)</script></body>');
    expect(policyProblems(html)).toEqual(['inline script not in the policy: alert(1)…']);
  });

  it("refuses a policy written for another page's scripts", () => {
    const other = secured().replace(`${LOADER}</script>`, 'console.log("other")</script>');
    expect(policyProblems(other)).toEqual([
      'inline script not in the policy: console.log("other")…',
      `the policy allows a script the page does not have: ${hashSource(LOADER)}`,
    ]);
  });

  it('refuses a page without a policy, or with a script before it', () => {
    expect(policyProblems(PAGE)).toEqual(['0 policy <meta> elements instead of one']);
    const early = secured().replace('<head>', `<head><script>${LOADER}</script>`);
    expect(policyProblems(early)[0]).toMatch(/before the policy/);
  });

  it('refuses unsafe sources, scripts from elsewhere and inline event handlers', () => {
    const unsafe = withPolicy(PAGE, () => "script-src 'self' 'unsafe-inline'");
    expect(policyProblems(unsafe)).toContain("script-src allows 'unsafe-inline'");
    const foreign = secured().replace('/_next/static/chunks/a.js', 'https://cdn.example/a.js');
    expect(policyProblems(foreign)).toEqual([
      'script from another origin: https://cdn.example/a.js?dpl=x',
    ]);
    const handler = secured().replace('<h1>', '<h1 onclick="go()">');
    expect(policyProblems(handler)).toEqual(['an inline event handler or javascript: URL']);
  });
});
