// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** web-vitals' callbacks, called by the test with the metrics a browser would report. */
const callbacks: Record<string, (metric: object) => void> = {};
const webVitals = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('web-vitals/attribution', () => {
  webVitals.loaded++;
  const on = (name: string) => (callback: (metric: object) => void) => {
    callbacks[name] = callback;
  };
  return {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  };
});

const { reportVitals } = await import('@/components/shell/vitals-reporter');

const metric = (
  name: string,
  value: number,
  attribution: object = {},
  navigationType = 'navigate',
) => ({
  name,
  value,
  navigationType,
  attribution,
});

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let sendBeacon: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.history.replaceState(null, '', '/blog/3?utm_source=x#top');
  Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  for (const key of Object.keys(callbacks)) delete callbacks[key];
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function sentBodies(): Promise<unknown[]> {
  const blobs = sendBeacon.mock.calls.map((call) => call[1] as Blob);
  return Promise.all(blobs.map(async (blob) => JSON.parse(await textOf(blob))));
}

describe('the Web Vitals reporter', () => {
  it('sends one beacon with each metric, the elements behind LCP and INP, the path and device, when the page is hidden', async () => {
    await reportVitals(() => 0);
    callbacks.TTFB?.(metric('TTFB', 120.5));
    callbacks.FCP?.(metric('FCP', 900));
    callbacks.LCP?.(metric('LCP', 1500.25, { target: 'main>h1' }));
    callbacks.INP?.(metric('INP', 88, { interactionTarget: 'button#menu' }));
    callbacks.CLS?.(metric('CLS', 0.012));
    expect(sendBeacon).not.toHaveBeenCalled();

    hide();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/vitals');
    expect((sendBeacon.mock.calls[0]?.[1] as Blob).type).toBe('application/json');
    expect(await sentBodies()).toEqual([
      {
        path: '/blog/3',
        device: 'phone',
        navigation: 'navigate',
        ttfb: { value: 120.5 },
        fcp: { value: 900 },
        lcp: { value: 1500.25, element: 'main>h1' },
        inp: { value: 88, element: 'button#menu' },
        cls: { value: 0.012 },
      },
    ]);
  });

  it('falls back to fetch with keepalive when the browser will not queue the beacon', async () => {
    sendBeacon.mockReturnValue(false);
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await reportVitals(() => 0);
    callbacks.FCP?.(metric('FCP', 700, {}, 'reload'));
    hide();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init?.body))).toMatchObject({
      navigation: 'reload',
      fcp: { value: 700 },
    });
  });

  it('sends nothing for a page view outside the sample, nor loads web-vitals for it', async () => {
    const before = webVitals.loaded;
    vi.stubEnv('VITALS_SAMPLE_RATE', '0.25');
    vi.resetModules();
    const { reportVitals: sampled } = await import('@/components/shell/vitals-reporter');
    await sampled(() => 0.3);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(webVitals.loaded).toBe(before);
    await sampled(() => 0.2);
    callbacks.FCP?.(metric('FCP', 700));
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    vi.unstubAllEnvs();
  });

  it('sends nothing when the browser signals Global Privacy Control', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    await reportVitals(() => 0);
    expect(callbacks.LCP).toBeUndefined();
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('ignores what web-vitals reports after a restore from the back/forward cache', async () => {
    await reportVitals(() => 0);
    callbacks.FCP?.(metric('FCP', 700));
    callbacks.FCP?.(metric('FCP', 5, {}, 'back-forward-cache'));
    hide();
    expect(await sentBodies()).toMatchObject([{ fcp: { value: 700 } }]);
  });
});
