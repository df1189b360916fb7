import 'server-only';

/**
 * CSRF defence for JSON endpoints. Browsers send `Origin` on every cross-origin POST and
 * `Sec-Fetch-Site` on every request, so a cross-site page can never get past this check.
 * A request with neither header does not come from a browser (curl, a server, a monitor): it
 * cannot ride a visitor's session, so it is allowed and still validated and rate-limited.
 */
export function isSameOrigin(headers: Headers, allowedOrigins: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin === null) {
    const site = headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' || site === 'none';
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque "null" origin of sandboxed frames and file: pages
  }
  if (allowedOrigins.some((allowed) => safeOrigin(allowed) === parsed.origin)) return true;
  // The site works on whatever host it is deployed to: its own host is always allowed.
  const ownHost = (headers.get('x-forwarded-host') ?? headers.get('host'))?.split(',')[0]?.trim();
  return !!ownHost && parsed.host === ownHost.toLowerCase();
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
