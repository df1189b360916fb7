import { spawn } from 'node:child_process';

/**
 * An operator CLI (`npm run outbox`, `export:subscribers`, `forget` ...) as its own process, on
 * the same data as the handlers under test (it inherits the environment they read).
 */
export function runScript(
  script: string,
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; output: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', `scripts/${script}`, ...args],
    { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, output })));
}
