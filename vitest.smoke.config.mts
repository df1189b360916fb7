import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The browser smoke suite against a running deployment (scripts/check-deploy.mjs starts it).
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['tests/smoke/**/*.test.ts'],
    environment: 'node',
    // One browser at a time: the server under test shares the machine's two cores.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
