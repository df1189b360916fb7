/**
 * What the browser reports about one page view's speed (POST /api/vitals), shared by the lazy
 * reporter in the browser and the handler's schema. Zod-free: the reporter ships none of it.
 */

/** The five Web Vitals, in the order the reports show them. */
export const VITALS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type Vital = (typeof VITALS)[number];

/** Their names as the reports show them. */
export const VITAL_NAMES: Record<Vital, string> = {
  lcp: 'LCP',
  inp: 'INP',
  cls: 'CLS',
  fcp: 'FCP',
  ttfb: 'TTFB',
};

/** Google's three ratings, as the reports write them. */
export const RATING_NAMES = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
} as const;

/** A figure as the reports write it: whole milliseconds, CLS (a score) with two decimals. */
export const vitalText = (vital: Vital, value: number) =>
  vital === 'cls' ? value.toFixed(2) : `${value} ms`;

/** The two whose slowest elements are listed: web-vitals' attribution names them. */
export const ATTRIBUTED = ['lcp', 'inp'] as const;
export type AttributedVital = (typeof ATTRIBUTED)[number];

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** How the page was reached (web-vitals' `navigationType`, in the four kinds we keep). */
export const NAVIGATIONS = ['navigate', 'reload', 'back-forward', 'prerender'] as const;
export type Navigation = (typeof NAVIGATIONS)[number];

/** `navigator.connection.effectiveType`, where the browser gives it (Chromium). */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
export type Connection = (typeof CONNECTIONS)[number];

export const VITALS_LIMITS = {
  /** The reporter cuts an element's selector to this; web-vitals' own are shorter. */
  selector: 200,
  path: 300,
  /** Ten minutes: a larger time is a clock gone wrong, not a slow page. */
  millisecondsMax: 600_000,
  /** A layout shift score far beyond any real page's. */
  clsMax: 100,
} as const;

export type VitalReading = { value: number; element?: string };

/** The beacon's body: the page's path (the server turns it into its route), never the URL. */
export type VitalsBeacon = {
  path: string;
  device: Device;
  connection?: Connection;
  navigation: Navigation;
} & Partial<Record<Vital, VitalReading>>;

/** A phone's shorter side, in CSS pixels, is under this, whichever way it is held. */
const PHONE_SHORT_SIDE = 600;
/** Narrower than this and not a phone: a tablet (or a narrow window, which browses like one). */
const DESKTOP_MIN_WIDTH = 1024;

/** The device class from the viewport, as CrUX splits its reports: phone, tablet or desktop. */
export function deviceClass(width: number, height: number): Device {
  if (Math.min(width, height) < PHONE_SHORT_SIDE) return 'phone';
  return width < DESKTOP_MIN_WIDTH ? 'tablet' : 'desktop';
}

/**
 * web-vitals' navigation types in ours: a tab restored after the browser discarded it was
 * reloaded; a page from the back/forward cache is never a first report.
 */
export function navigationOf(type: string): Navigation {
  if (type === 'restore') return 'reload';
  if (type === 'back-forward-cache') return 'back-forward';
  return (NAVIGATIONS as readonly string[]).includes(type) ? (type as Navigation) : 'navigate';
}
