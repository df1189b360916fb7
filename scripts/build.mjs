// npm run build: a check that the host's storage and mail will not lose leads, `next build` (its
// arguments passed on), then the post-build steps on its output (scripts/post-build/README.md says
// what each does and how to switch the speed steps off).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Vercel's NEXT_ENABLE_ADAPTER=1 makes next build hand its pages to an adapter, which copies them
// to the deployment before the post-build steps give them their Content-Security-Policy.
if (process.env.NEXT_ADAPTER_PATH) {
  console.error(
    `Adapter mode (NEXT_ADAPTER_PATH=${process.env.NEXT_ADAPTER_PATH}, set by NEXT_ENABLE_ADAPTER=1) ` +
      'is not supported: the adapter would deploy the pages before the build gives them their ' +
      'Content-Security-Policy. Build without NEXT_ENABLE_ADAPTER.',
  );
  process.exit(1);
}

const steps = [
  ['--import', 'tsx', 'scripts/check-lead-storage.ts'],
  [path.resolve('node_modules/next/dist/bin/next'), 'build', ...process.argv.slice(2)],
  ['--import', 'tsx', 'scripts/post-build/index.mjs'],
];
for (const args of steps) {
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
