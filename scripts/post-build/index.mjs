// What `npm run build` does after `next build`, on the build in NEXT_DIST_DIR (.next); README.md
// in this folder says what each step does to Next.js's output and why.
import nextEnv from '@next/env';
import { addCompileHints } from './compile-hints.mjs';
import { inlineCss, fitFirstFlights } from './inline-css.mjs';
import { loadScriptsAfterPaint } from './after-paint.mjs';
import { assertNextVersion } from './next-version.mjs';
import { writePagePolicies } from './csp.mjs';
import { updateStandalone } from './standalone.mjs';
import { checkServedPages } from './check.mjs';

function postBuild() {
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
  if (process.env.SPEED_STEPS !== 'off') fitFirstFlights();
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
