// npm run check:vercel: what Vercel would deploy, built by Vercel's own builder (`vercel build`,
// offline) on a copy of the project. First without a database or mail server, which the build
// must refuse (every lead would be lost on the functions' throwaway disk); then with both, once
// plain and once with skew protection (a deployment ID), and checked: every page it would serve
// carries a policy allowing exactly its inline scripts, every script and payload a page asks for
// is among the static files, no function needs a file that the post-build steps write, the short
// URLs are permanent redirects, and the headers next.config.ts gives particular pages (the home
// page's Link header) are on their routes. The scheduler must be among the cron jobs Vercel would
// register; one that runs more often than daily gets a warning naming the Hobby plan's limit
// (Vercel refuses to deploy it there).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NEWSLETTER_PAGES } from '../lib/form-pages.ts';
import { aliases } from '../lib/server/aliases.ts';
import { largestImageHeaders } from '../lib/server/preload-headers.ts';
import { hobbyPlanWarning } from './lib/cron-schedule.mjs';
import { vercelOutputProblems } from './lib/vercel-output.mjs';

// The CLI this check was written against. The registry here lacks sandbox@4.4.0, which it pins;
// 4.5.0 is the same package with a patch release.
const CLI = 'vercel@64.0.2';
const WORK = path.resolve('tests/.tmp/vercel');
const DEPLOYMENT_ID = 'dpl_check';

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 << 20, ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function installCli() {
  const dir = path.join(WORK, 'cli');
  const bin = path.join(dir, 'node_modules', '.bin', 'vercel');
  const manifest = { private: true, dependencies: {}, overrides: { sandbox: '4.5.0' } };
  const wanted = JSON.stringify(manifest) + CLI;
  if (existsSync(bin) && readFileSync(path.join(dir, '.installed'), 'utf8') === wanted) return bin;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  console.log(`installing ${CLI} into ${dir}`);
  sh('npm', ['install', '--no-audit', '--no-fund', CLI], { cwd: dir });
  writeFileSync(path.join(dir, '.installed'), wanted);
  return bin;
}

/** The project as a fresh clone would have it (tracked and new files), with node_modules linked. */
function copyProject() {
  const dir = path.join(WORK, 'project');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = sh('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file && existsSync(file));
  sh('cp', ['--parents', '-t', dir, ...files]);
  // Hard links: a copy of node_modules in a second, without a symlink the bundler would follow out.
  sh('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')]);
  return dir;
}

/** What the site's functions need to keep leads (never reached: the build only checks they are set). */
const LEAD_STORAGE = {
  DATABASE_URL: 'postgres://site@db.example.invalid:5432/site',
  SMTP_URL: 'smtps://site@mail.example.invalid:465',
};
const REFUSAL = /^Refusing to build for Vercel: with neither DATABASE_URL .* nor SMTP_URL set/m;

function prepare(project) {
  rmSync(path.join(project, '.vercel'), { recursive: true, force: true });
  rmSync(path.join(project, '.next'), { recursive: true, force: true });
  mkdirSync(path.join(project, '.vercel'));
  // What `vercel link` would write; no account is needed to build. Dependencies are installed.
  const settings = { framework: 'nextjs', installCommand: 'true', buildCommand: 'npm run build' };
  writeFileSync(
    path.join(project, '.vercel', 'project.json'),
    JSON.stringify({ projectId: 'prj_check', orgId: 'team_check', settings }),
  );
}

// A side build (next.config.ts): thrown away once checked.
const buildEnv = (env) => ({
  ...process.env,
  SIDE_BUILD: '1',
  ...env,
  VERCEL_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
});

function vercelBuild(bin, project, env) {
  prepare(project);
  const log = sh(bin, ['build', '--yes'], {
    cwd: project,
    env: buildEnv({ ...LEAD_STORAGE, ...env }),
  });
  console.log(log.trim().split('\n').slice(-3).join('\n'));
  return path.join(project, '.vercel', 'output');
}

/** The build without a database or mail server: it must stop, saying why in one line. */
function refusedBuild(bin, project) {
  prepare(project);
  const env = buildEnv({ DATABASE_URL: '', SMTP_URL: '', ALLOW_EPHEMERAL_STORAGE: '' });
  const result = spawnSync(bin, ['build', '--yes'], { cwd: project, env, encoding: 'utf8' });
  const line = `${result.stdout}\n${result.stderr}`.match(REFUSAL)?.[0];
  if (result.status === 0 || !line) {
    console.error(`  the build without storage was not refused (exit ${result.status})`);
    return false;
  }
  console.log(`refused as it must be: "${line}…"`);
  return true;
}

/**
 * The cron jobs Vercel would register, from the output's config: without one for the scheduler,
 * failed mail and webhooks would never be retried. Prints the Hobby plan's limit when it applies.
 */
function schedulerProblems(output) {
  const { crons = [] } = JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8'));
  const scheduler = crons.find((cron) => cron.path === '/api/cron');
  if (!scheduler) return ['no cron job calls /api/cron (vercel.json "crons")'];
  console.log(`\ncron job: ${scheduler.path} on "${scheduler.schedule}"`);
  const warning = hobbyPlanWarning(scheduler);
  if (warning) console.warn(warning);
  return [];
}

const bin = installCli();
const project = copyProject();
const variants = [
  ['plain', {}, null],
  [
    'skew protection',
    { VERCEL_SKEW_PROTECTION_ENABLED: '1', VERCEL_DEPLOYMENT_ID: DEPLOYMENT_ID },
    DEPLOYMENT_ID,
  ],
];
console.log('\nvercel build (no database, no mail server)');
let failed = !refusedBuild(bin, project);
for (const [name, env, deploymentId] of variants) {
  console.log(`\nvercel build (${name})`);
  const output = vercelBuild(bin, project, env);
  const linkPages = [NEWSLETTER_PAGES.confirm, NEWSLETTER_PAGES.unsubscribe];
  const { pages, problems } = vercelOutputProblems(
    output,
    deploymentId,
    aliases,
    linkPages,
    largestImageHeaders(),
  );
  for (const problem of problems) console.error(`  ${problem}`);
  console.log(`${name}: ${pages} pages checked, ${problems.length} problems`);
  failed ||= problems.length > 0;
}
// Both variants register the same cron jobs: the last build's output stands for them.
const scheduler = schedulerProblems(path.join(project, '.vercel', 'output'));
for (const problem of scheduler) console.error(`  ${problem}`);
failed ||= scheduler.length > 0;
// The copy is kept for a look at what failed; otherwise it goes (it holds a second project tree).
if (!failed) rmSync(project, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
