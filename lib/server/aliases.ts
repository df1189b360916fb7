/**
 * Short URLs people type or share, and where they really live: answered with a 308 redirect by
 * every host the site runs on (next.config.ts `redirects()`, which `next start`, the standalone
 * server and Vercel's routes all apply).
 */
export const aliases = {
  '/blog': '/blogs',
  '/terms': '/terms&conditions',
  '/privacy': '/privacy-policy',
  '/products': '/products/hotel-mgmt',
} as const;
