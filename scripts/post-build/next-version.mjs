// The speed steps rewrite the HTML and scripts that `next build` writes, so they are written for
// one exact Next.js version (package.json pins it). Another version may write its output
// differently, in ways no step notices: the build stops, rather than ship pages nobody checked.
// After checking the steps against the new output (see README.md here), update the version below.
import { createRequire } from 'node:module';

export const WRITTEN_FOR = '16.4.6';

/** Throws unless `version` (the installed Next.js's by default) is the one the steps expect. */
export function assertNextVersion(
  version = createRequire(import.meta.url)('next/package.json').version,
) {
  if (version === WRITTEN_FOR) return;
  throw new Error(
    `the speed steps are written for Next.js ${WRITTEN_FOR}, and this build uses ${version}. ` +
      'Build with SPEED_STEPS=off for stock Next.js pages (correct, only slower), or check the ' +
      'steps against the new version (scripts/post-build/README.md) and update next-version.mjs.',
  );
}
