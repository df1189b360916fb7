/**
 * Short URLs people type or share, and where they really live. The server answers them with a
 * 308 redirect (next.config.ts); each also has a tiny static page with a canonical link and a
 * zero-second refresh, for hosts that serve the static files without the redirects.
 */
export const aliases = {
  '/blog': '/blogs',
  '/terms': '/terms&conditions',
  '/privacy': '/privacy-policy',
  '/products': '/products/hotel-mgmt',
} as const;

export type AliasPath = keyof typeof aliases;
