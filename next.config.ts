import type { NextConfig } from 'next';
import { COMING_SOON_SLUG, products } from './content/products';
import { aliases } from './lib/aliases';
import { securityHeaders } from './lib/security/headers';
import { NON_PAGE_POLICY } from './lib/security/policy';

const knownSlugs = [...products.map((p) => p.slug), COMING_SOON_SLUG].join('|');

const nextConfig: NextConfig = {
  // A test run or benchmark may build into its own folder so parallel builds never collide.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  experimental: {
    // Small shared CSS files instead of one ~43 KB file of every page's styles: each page then
    // carries only its own 16-26 KB of CSS inline (scripts/inline-css.mjs). `requestCost` is the
    // size, in bytes, one more file must save to be worth a request; the files are only ever
    // requested on client-side navigation, so a small one is right.
    cssChunking: { type: 'graph', requestCost: 3000 },
  },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    // Route handlers answer data, never a document: one fixed policy, set here so that the proxy
    // (per-page policies) does not run on every API call.
    const nonPage = [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }];
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      { source: '/api/:path*', headers: nonPage },
      { source: '/subscribe', headers: nonPage },
    ];
  },
  async redirects() {
    return [
      ...Object.entries(aliases).map(([source, destination]) => ({
        source,
        destination,
        permanent: true,
      })),
      // Some apps percent-encode the ampersand of the legal page's path.
      { source: '/terms%26conditions', destination: '/terms&conditions', permanent: true },
    ];
  },
  async rewrites() {
    // Any other /products/* path, at any depth, is served by the one static coming-soon page.
    return [
      {
        source: `/products/:path((?!(?:${knownSlugs})$).+)`,
        destination: `/products/${COMING_SOON_SLUG}`,
      },
    ];
  },
};

export default nextConfig;
