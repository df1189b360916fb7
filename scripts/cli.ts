// Shared start and end of the operator CLIs: the same .env files as `next start`, then lib/ code.
import { loadEnvConfig } from '@next/env';
import { closeStore } from '@/lib/server/store';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

/** Runs a CLI body, closes the store so the process exits, and turns errors into exit code 1. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await closeStore();
  }
}
