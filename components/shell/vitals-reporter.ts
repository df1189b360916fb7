import type { MetricWithAttribution } from 'web-vitals/attribution';
import { privacyControlOn } from '@/lib/click-event';
import { vitalsSampleRate } from '@/lib/vitals-sample-rate';
import {
  CONNECTIONS,
  deviceClass,
  navigationOf,
  VITALS,
  VITALS_LIMITS,
  type Connection,
  type Vital,
  type VitalsBeacon,
} from '@/lib/vitals';

/**
 * How fast this page view was for the visitor: LCP, INP, CLS, FCP and TTFB, with the elements
 * behind LCP and INP, sent once when the page is first hidden. Loaded after the page is fully
 * working (shell-effects.tsx); web-vitals' observers are buffered, so nothing before is missed.
 * What is sent names the page's path, never its URL, and nothing about the visitor.
 */

/** The share of page views reported, set at build time (read when the chunk loads). */
const SAMPLE_RATE = vitalsSampleRate();

type NetworkInformation = { effectiveType?: string };

function connectionOf(nav: Navigator): Connection | undefined {
  const type = (nav as Navigator & { connection?: NetworkInformation }).connection?.effectiveType;
  return (CONNECTIONS as readonly string[]).includes(type ?? '') ? (type as Connection) : undefined;
}

/** The element behind the metric, as web-vitals' attribution names it (a CSS selector). */
function elementOf(metric: MetricWithAttribution): string | undefined {
  const target =
    metric.name === 'LCP'
      ? metric.attribution.target
      : metric.name === 'INP'
        ? metric.attribution.interactionTarget
        : undefined;
  return target ? target.slice(0, VITALS_LIMITS.selector) : undefined;
}

/** The path of the document as it was loaded: later client-side navigations do not change it. */
function loadedPath(): string {
  const entry = performance.getEntriesByType('navigation')[0];
  const url = entry?.name ? new URL(entry.name) : location;
  return url.pathname.slice(0, VITALS_LIMITS.path);
}

/**
 * Where the API is (lib/api-client.ts's rule, kept here so that the pages' own scripts carry not
 * a byte of the reporter).
 */
const VITALS_URL = `${process.env.NEXT_PUBLIC_API_BASE_URL?.replace(/\/+$/, '') ?? ''}/api/vitals`;

function send(beacon: VitalsBeacon) {
  const body = JSON.stringify(beacon);
  // A beacon carries the site's cookies; an API on another host gets a request without them.
  const sameOrigin = new URL(VITALS_URL, location.href).origin === location.origin;
  const queued =
    sameOrigin &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(VITALS_URL, new Blob([body], { type: 'application/json' }));
  if (queued) return;
  fetch(VITALS_URL, {
    method: 'POST',
    // keepalive: the request outlives the page that is being hidden or closed.
    keepalive: true,
    credentials: sameOrigin ? 'same-origin' : 'omit',
    headers: { 'Content-Type': 'application/json' },
    body,
  }).catch(() => undefined);
}

export async function reportVitals(random: () => number = Math.random): Promise<void> {
  if (privacyControlOn(navigator) || !(random() < SAMPLE_RATE)) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals/attribution');

  const beacon: VitalsBeacon = {
    path: loadedPath(),
    device: deviceClass(innerWidth, innerHeight),
    navigation: 'navigate',
  };
  const connection = connectionOf(navigator);
  if (connection) beacon.connection = connection;

  let sent = false;
  const record = (metric: MetricWithAttribution) => {
    // After a restore from the back/forward cache web-vitals reports a new view: not this one.
    if (sent || metric.navigationType === 'back-forward-cache') return;
    const element = elementOf(metric);
    beacon[metric.name.toLowerCase() as Vital] = {
      value: metric.value,
      ...(element && { element }),
    };
    beacon.navigation = navigationOf(metric.navigationType);
  };
  onLCP(record);
  // Every change of INP, not only its value when the page is hidden: web-vitals looks at a tap's
  // timing when the browser is next idle, and a page hidden before then (a tap, then another app)
  // would otherwise be reported with no INP. The beacon keeps the last value, the same figure.
  onINP(record, { reportAllChanges: true });
  onCLS(record);
  onFCP(record);
  onTTFB(record);

  // On visibilitychange only, after web-vitals' own listener (on window, capture), which reports
  // CLS and INP then. Not on pagehide: when a page unloads it comes before that visibilitychange,
  // and a beacon sent then would lack CLS and INP.
  document.addEventListener('visibilitychange', () => {
    if (sent || document.visibilityState !== 'hidden') return;
    if (!VITALS.some((name) => name in beacon)) return;
    sent = true;
    send(beacon);
  });
}
