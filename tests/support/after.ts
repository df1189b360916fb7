import { vi } from 'vitest';

/**
 * `after()` needs a Next request scope; in handler tests its tasks are collected instead and the
 * test runs them when it wants the "after the response" work done. Import this module before the
 * route modules.
 */
export const afterTasks: (() => Promise<unknown>)[] = [];

vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => void afterTasks.push(task),
}));

/** Runs (and forgets) the tasks collected so far, `concurrency` at a time. */
export async function runAfterTasks(concurrency = 20): Promise<void> {
  const tasks = afterTasks.splice(0);
  for (let i = 0; i < tasks.length; i += concurrency) {
    await Promise.all(tasks.slice(i, i + concurrency).map((task) => task()));
  }
}
