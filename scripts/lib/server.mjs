// A production server of a build on a loopback port, started and stopped by tests and benchmarks.
import { spawn } from 'node:child_process';
import path from 'node:path';

const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

/**
 * Starts `command args` (by default `next start` on `port`) and resolves once `readyPath` answers
 * with a status below 500. `stop()` ends it and waits for it to exit.
 */
export async function startServer({
  port,
  cwd = process.cwd(),
  env = {},
  command = process.execPath,
  args = [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
  readyPath = '/',
  timeoutMs = 60_000,
  output = 'inherit',
}) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', output === 'inherit' ? 'ignore' : output, output],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const up = await fetch(`${origin}${readyPath}`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return { origin, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${origin}${readyPath} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs a command to completion with its output shown; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}
