import { describe, expect, it } from 'vitest';
import { pageFor } from '@/lib/security/csp-manifest';
import { connectOriginsFrom, contentSecurityPolicy } from '@/lib/security/policy';

const routes = {
  '/': [],
  '/about': [],
  '/terms&conditions': [],
  '/products/coming-soon': [],
  '/_not-found': [],
};

function scriptSrc(policy: string): string[] {
  const directive = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  return directive.split(' ').slice(1);
}

describe('content security policy', () => {
  it('finds the prerendered page a path is served by', () => {
    expect(pageFor('/', routes)).toBe('/');
    expect(pageFor('/about/', routes)).toBe('/about');
    expect(pageFor('/terms%26conditions', routes)).toBe('/terms&conditions');
    expect(pageFor('/products/a/b/c', routes)).toBe('/products/coming-soon');
    expect(pageFor('/nope', routes)).toBe('/_not-found');
    expect(pageFor('/%E0%A4%A', routes)).toBe('/_not-found');
  });

  it('allows scripts only from the site and the given hashes, never unsafe-inline or unsafe-eval', () => {
    for (const maps of [false, true]) {
      const sources = scriptSrc(contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], maps }));
      expect(sources).toContain("'self'");
      expect(sources).toContain("'sha256-abc='");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('adds Google Maps hosts only to the map page', () => {
    expect(contentSecurityPolicy({ scriptHashes: [] })).not.toContain('googleapis');
    expect(contentSecurityPolicy({ scriptHashes: [], maps: true })).toContain(
      'https://*.googleapis.com',
    );
  });

  it("leaves out the directives that would only repeat default-src 'self'", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [] });
    expect(policy).toContain("default-src 'self';");
    for (const name of ['font-src', 'connect-src', 'worker-src', 'manifest-src']) {
      expect(policy).not.toContain(name);
    }
    const maps = contentSecurityPolicy({ scriptHashes: [], maps: true });
    expect(maps).toContain("font-src 'self' https://fonts.gstatic.com;");
    expect(maps).toContain("worker-src 'self' blob:;");
  });

  it('lets the browser call the configured API hosts and nothing else', () => {
    const origins = connectOriginsFrom([
      'https://api.example.com/v1',
      undefined,
      'https://chat.example.com/chat',
    ]);
    expect(origins).toEqual(['https://api.example.com', 'https://chat.example.com']);
    const policy = contentSecurityPolicy({ scriptHashes: [], connectOrigins: origins });
    expect(policy).toContain(
      "connect-src 'self' https://api.example.com https://chat.example.com;",
    );
  });
});
