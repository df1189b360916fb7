import 'server-only';
import type { Connection, Device, Navigation, Vital } from '@/lib/vitals';
import type { Rating } from '../vitals/rating';

export type StoredReading = { value: number; rating: Rating; element: string | null };

/** One page view's Web Vitals as stored: no URL, time of day, cookie, address or visitor id. */
export interface PageVitals {
  /** The UTC day it was received, `YYYY-MM-DD`. */
  day: string;
  /** The route's pattern in app/ (`/blog/[id]`). */
  route: string;
  device: Device;
  connection: Connection | null;
  navigation: Navigation;
  readings: Partial<Record<Vital, StoredReading>>;
}

/** How often one element of one page was clicked since a time. */
export interface ClickCount {
  path: string;
  tag: string;
  className: string;
  elementId: string;
  clicks: number;
}
