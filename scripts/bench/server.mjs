// Start and stop `next start` for the benchmarks, on a free loopback port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

export async function startNext({ cwd, port, env = {} }) {
  const bin = path.resolve('node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [bin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/`)).status < 500) return { origin, stop: () => stop(child) };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop(child);
  throw new Error(`next start in ${cwd} did not answer within 30 s`);
}

function stop(child) {
  child.kill('SIGTERM');
  return new Promise((r) => child.once('exit', r));
}

export function run(command, args, options = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}
