import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Next enforces this at build time; in unit tests server modules are imported directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty.ts', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/postgres-global.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest leaves a core free by default (one worker on two cores); the integration suites
    // spend much of their time waiting on sockets, timers and databases, so use every core.
    maxWorkers: availableParallelism(),
  },
});
