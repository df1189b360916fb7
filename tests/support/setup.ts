import { afterEach } from 'vitest';

// Testing Library's DOM helpers only make sense under jsdom; server tests run in plain Node.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
