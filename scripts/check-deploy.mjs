// npm run check:deploy [-- target ...]: the site built and served as each supported host does, then
// driven by the browser smoke suite (tests/smoke/): every route hydrates with no console error and
// no CSP violation, the menus open, a contact message is sent and stored, the chat answers.
//
//   firefox     the main build (`npm run build`, in .next) under `next start`, in Firefox ESR
//   chromium    the same build in Chromium, the controls suite only (tests/smoke/controls-*):
//               the rest is the Playwright suite's, in Chromium already
//   stock       SPEED_STEPS=off: Next.js's own pages, with their policies, in Chromium
//   standalone  NEXT_OUTPUT=standalone laid out as the Dockerfile does, `node server.js`, Chromium
//   immutable   a deployment ID with immutable asset paths (static/immutable/chunks/…) and the
//               ?dpl= query of the others, as a skew-protected host builds, in Chromium
//   node26      the main build's settings, built and served (`next start`) by Node.js 26, the
//               newer LTS line (the tests themselves run on the Node.js of CI), in Chromium
//   vercel      Vercel's own builder, offline (scripts/check-vercel.mjs)
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildInto } from './lib/build.mjs';
import { freePort } from './lib/free-port.mjs';
import { nodeRelease } from './lib/node-release.mjs';
import { run, startServer } from './lib/server.mjs';

const WORK = path.resolve('tests/.tmp/deploy');
// Who may sign in to the team's pages on every target: the smoke suite walks them as this member.
const SMOKE_TEAM_EMAIL = 'smoke-team@kilele.test';
process.env.TEAM_EMAILS = SMOKE_TEAM_EMAIL;

// Every target runs the whole suite but the controls from the first paint (tests/smoke/controls-*,
// with the scripts held back and with JavaScript off), which need to run once per browser, on the
// main build.
const CONTROLS = 'tests/smoke/controls-';
const ALL_BUT_CONTROLS = ['--exclude', `${CONTROLS}*`];

/**
 * Serves a build with a fresh data folder, runs the smoke suite (or the `files` given to vitest)
 * against it, stops it.
 */
async function smoke(target, browser, serve, files = ALL_BUT_CONTROLS) {
  const dataDir = path.join(WORK, target, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await serve({ port: await freePort(), dataDir });
  try {
    await run('npx', ['vitest', 'run', '--config', 'vitest.smoke.config.mts', ...files], {
      env: {
        ...process.env,
        SMOKE_URL: server.origin,
        SMOKE_BROWSER: browser,
        SMOKE_DATA_DIR: dataDir,
        SMOKE_TEAM_EMAIL,
      },
    });
  } finally {
    await server.stop();
  }
}

const nextStart =
  (distDir, env = {}, node = process.execPath) =>
  ({ port, dataDir }) =>
    startServer({
      port,
      command: node,
      env: { ...env, NEXT_DIST_DIR: distDir, DATA_DIR: dataDir },
    });

function build(distDir, env, node = process.execPath) {
  rmSync(distDir, { recursive: true, force: true });
  console.log(`building into ${distDir} with ${JSON.stringify(env)}`);
  console.log(buildInto(distDir, { env, node }).trim().split('\n').slice(-6).join('\n'));
}

// The standalone server laid out by the Dockerfile's own COPY lines of its last stage, in their
// order, with the build folder in place of .next: what the image would run.
function dockerLayout(distDir) {
  const app = path.join(WORK, 'standalone', 'app');
  rmSync(app, { recursive: true, force: true });
  const lastStage =
    readFileSync('Dockerfile', 'utf8')
      .split(/^FROM /m)
      .at(-1) ?? '';
  const copies = [
    ...lastStage.matchAll(/^COPY --from=build (?:--chown=\S+ )?\/app\/(\S+) (\S+)$/gm),
  ];
  if (copies.length === 0) throw new Error('no COPY --from=build lines in the Dockerfile');
  const inBuild = (file) => file.replace(/^(\.\/)?\.next(?=\/|$)/, distDir);
  for (const [, from, to] of copies)
    cpSync(inBuild(from), path.join(app, inBuild(to)), { recursive: true });
  return app;
}

// Next.js's own switch for immutable asset paths, which otherwise only a deployment adapter
// turns on (scripts/build.mjs refuses adapters): the output is what such a host would get.
const IMMUTABLE = {
  NEXT_DEPLOYMENT_ID: 'dpl_check',
  __NEXT_TEST_MODE: '1',
  IS_TURBOPACK_TEST: '1',
  __NEXT_SUPPORTS_IMMUTABLE_ASSETS: '1',
};

const TARGETS = {
  firefox: () => smoke('firefox', 'firefox', nextStart(process.env.NEXT_DIST_DIR || '.next'), []),
  chromium: () =>
    smoke('chromium', 'chromium', nextStart(process.env.NEXT_DIST_DIR || '.next'), [CONTROLS]),
  stock: async () => {
    build('.next-stock', { SPEED_STEPS: 'off' });
    await smoke('stock', 'chromium', nextStart('.next-stock'));
  },
  standalone: async () => {
    build('.next-standalone', { NEXT_OUTPUT: 'standalone' });
    const app = dockerLayout('.next-standalone');
    await smoke('standalone', 'chromium', ({ port, dataDir }) =>
      startServer({
        port,
        cwd: app,
        args: ['server.js'],
        env: { PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir },
      }),
    );
  },
  immutable: async () => {
    build('.next-immutable', IMMUTABLE);
    await smoke('immutable', 'chromium', nextStart('.next-immutable', IMMUTABLE));
  },
  node26: async () => {
    // The build's steps and Next.js's workers are started with the binary that runs the build.
    const { node, version } = nodeRelease(26);
    console.log(`building and serving with Node.js ${version}`);
    build('.next-node26', {}, node);
    await smoke('node26', 'chromium', nextStart('.next-node26', {}, node));
  },
  vercel: () => run(process.execPath, ['--import', 'tsx', 'scripts/check-vercel.mjs']),
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in TARGETS));
if (unknown.length) {
  console.error(
    `unknown target ${unknown.join(', ')}; targets: ${Object.keys(TARGETS).join(', ')}`,
  );
  process.exit(2);
}
for (const name of chosen.length ? chosen : Object.keys(TARGETS)) {
  console.log(`\n=== deploy target: ${name}`);
  const started = Date.now();
  await TARGETS[name]();
  console.log(`=== deploy target ${name}: ok in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
