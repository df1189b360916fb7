import type { NextConfig } from 'next';
import { COMING_SOON_SLUG, products } from './content/products';
import { NEWSLETTER_PAGES } from './lib/form-pages';
import { TEAM_PAGES } from './lib/team-pages';
import { aliases } from './lib/server/aliases';
import { privacyPolicyVersion } from './lib/server/content/policy-version';
import { largestImageHeaders } from './lib/server/preload-headers';
import { securityHeaders } from './lib/server/security/headers';
import { NON_PAGE_POLICY, PAGE_HEADER_POLICY } from './lib/server/security/policy';
import { vitalsSampleRate } from './lib/server/vitals/sample-rate';

const knownSlugs = [...products.map((p) => p.slug), COMING_SOON_SLUG].join('|');

// `NEXT_OUTPUT=standalone` builds the self-contained server that the Dockerfile runs.
const output = process.env.NEXT_OUTPUT || undefined;
if (output !== undefined && output !== 'standalone') {
  throw new Error(
    `NEXT_OUTPUT=${output}: only "standalone" is supported (or unset for next start)`,
  );
}

// A side build (`SIDE_BUILD=1`, set by scripts/lib/build.mjs and the Vercel check): a build of its
// own for a test, a deploy check or the benchmark, served once and thrown away. It skips what
// only a build that is kept needs: the type check (`npm test` runs `tsc` first) and the writing
// of Turbopack's build cache, which only a later build in the same folder would read.
const sideBuild = process.env.SIDE_BUILD === '1';

const nextConfig: NextConfig = {
  // A test run or benchmark may build into its own folder so parallel builds never collide.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  output,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: sideBuild },
  experimental: {
    turbopackFileSystemCacheForBuild: !sideBuild,
    // Small shared CSS files instead of one file of every page's styles: each page then carries
    // only its own CSS inline (scripts/post-build/inline-css.mjs). `requestCost` is the size, in
    // bytes, one more file must save to be worth a request; the files are only ever requested on
    // client-side navigation, so a small one is right.
    cssChunking: { type: 'graph', requestCost: 3000 },
  },
  reactStrictMode: true,
  // Inlined at build time: a subscriber's consent record names the policy the build shipped,
  // and no deployed function needs to read the policy's file. The Web Vitals sample rate lands
  // only in the reporter's lazy chunk, the one code that reads it.
  env: {
    PRIVACY_POLICY_VERSION: privacyPolicyVersion(),
    VITALS_SAMPLE_RATE: String(vitalsSampleRate(process.env.VITALS_SAMPLE_RATE)),
  },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    // Pages: the part of their policy that only a header can carry (each page's own part is in
    // its HTML). Route handlers answer data, never a document: a policy that allows nothing.
    const csp = (value: string) => [{ key: 'Content-Security-Policy', value }];
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      { source: '/:path((?!api/|subscribe$).*)', headers: csp(PAGE_HEADER_POLICY) },
      { source: '/api/:path*', headers: csp(NON_PAGE_POLICY) },
      { source: '/subscribe', headers: csp(NON_PAGE_POLICY) },
      ...largestImageHeaders(),
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
    return {
      // A newsletter link opens a static page whose button's form posts back to the page's own
      // address, the link's token with it (the page cannot know the token; the address does).
      // A request with a body is that post: it goes to the route handler, before the page.
      // The team's sign-in link works the same way.
      beforeFiles: [
        ...[NEWSLETTER_PAGES.confirm, NEWSLETTER_PAGES.unsubscribe].map((page) => ({
          source: page,
          has: [{ type: 'header' as const, key: 'content-type' }],
          destination: `/api${page}`,
        })),
        {
          source: TEAM_PAGES.signIn,
          has: [{ type: 'header' as const, key: 'content-type' }],
          destination: '/api/team/sign-in/confirm',
        },
      ],
      // Any other /products/* path, at any depth, is served by the one static coming-soon page.
      afterFiles: [
        {
          source: `/products/:path((?!(?:${knownSlugs})$).+)`,
          destination: `/products/${COMING_SOON_SLUG}`,
        },
      ],
      fallback: [],
    };
  },
};

export default nextConfig;
