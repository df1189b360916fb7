// What `npm run build` does after `next build`, on the build in NEXT_DIST_DIR (.next); README.md
// in this folder says what each step does to Next.js's output and why.
import nextEnv from '@next/env';
import { addCompileHints } from './compile-hints.mjs';
import { inlineCss } from './inline-css.mjs';
import { loadScriptsAfterPaint } from './after-paint.mjs';
import { assertNextVersion } from './next-version.mjs';
import { writePagePolicies } from './csp.mjs';
import { updateStandalone } from './standalone.mjs';
import { checkServedPages } from './check.mjs';

function refuseAdapterMode() {
  // Vercel's NEXT_ENABLE_ADAPTER=1 makes next build hand its output to an adapter, which copies
  // the pages to the deployment before these steps run: they would never get their policy.
  if (process.env.NEXT_ADAPTER_PATH)
    throw new Error(
      `adapter mode (NEXT_ADAPTER_PATH=${process.env.NEXT_ADAPTER_PATH}, set by ` +
        'NEXT_ENABLE_ADAPTER=1) is not supported: the adapter takes the pages before the build ' +
        'gives them their Content-Security-Policy. Build without NEXT_ENABLE_ADAPTER.',
    );
}

function postBuild() {
  refuseAdapterMode();
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  if (process.env.SPEED_STEPS === 'off') {
    console.log('Speed steps off (SPEED_STEPS=off): the pages are as next build wrote them');
  } else {
    assertNextVersion();
    addCompileHints();
    inlineCss();
    loadScriptsAfterPaint();
  }
  writePagePolicies();
  updateStandalone();
  const { files, problems } = checkServedPages();
  if (problems.length > 0)
    throw new Error(`pages a host would serve with a broken policy:\n${problems.join('\n')}`);
  console.log(`Checked: every inline script of the ${files.length} served pages is in its policy`);
}

try {
  postBuild();
} catch (error) {
  console.error(`\npost-build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
