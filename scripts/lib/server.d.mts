import type { ChildProcess, SpawnOptions } from 'node:child_process';

export type Server = { origin: string; child: ChildProcess; stop: () => Promise<void> };
export function startServer(options: {
  port: number;
  cwd?: string;
  env?: Record<string, string | undefined>;
  command?: string;
  args?: string[];
  readyPath?: string;
  timeoutMs?: number;
  output?: 'inherit' | 'ignore';
}): Promise<Server>;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
