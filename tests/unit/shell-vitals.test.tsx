// @vitest-environment jsdom
import { createElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/faq' }));
const reporter = vi.hoisted(() => ({ loaded: 0, reported: 0 }));
vi.mock('@/components/shell/vitals-reporter', () => {
  reporter.loaded++;
  return { reportVitals: async () => void reporter.reported++ };
});
import { ShellEffects } from '@/components/shell/shell-effects';

afterEach(() => {
  vi.unstubAllEnvs();
  reporter.reported = 0;
});

describe('the Web Vitals reporter, started by every page', () => {
  it('is fetched and started once the page is working, at any rate above 0', async () => {
    vi.stubEnv('VITALS_SAMPLE_RATE', '0.1');
    const { unmount } = render(createElement(ShellEffects));
    await waitFor(() => expect(reporter.reported).toBe(1));
    expect(reporter.loaded).toBe(1);
    unmount();
  });

  it('is never started by a build that reports no page view (VITALS_SAMPLE_RATE=0)', async () => {
    vi.stubEnv('VITALS_SAMPLE_RATE', '0');
    const { unmount } = render(createElement(ShellEffects));
    // A tick for an import that should not happen.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reporter.reported).toBe(0);
    unmount();
  });
});
