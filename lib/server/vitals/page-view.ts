import 'server-only';
import { VITALS } from '@/lib/vitals';
import type { VitalsInput } from '@/lib/schemas';
import type { PageVitals } from '../store/vitals-types';
import { rate } from './rating';
import { routePattern } from './route-pattern';

/** `YYYY-MM-DD` of a time, in UTC: the only time a page view keeps. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The row a beacon becomes: the path turned into its route, each value rated here at Google's
 * thresholds (never trusting a rating the browser could send), and the day it arrived.
 */
export function toPageVitals(input: VitalsInput, now: number): PageVitals {
  const readings: PageVitals['readings'] = {};
  for (const vital of VITALS) {
    const reading = input[vital];
    if (!reading) continue;
    const element = 'element' in reading ? reading.element : undefined;
    readings[vital] = {
      value: reading.value,
      rating: rate(vital, reading.value),
      element: element ?? null,
    };
  }
  return {
    day: utcDay(now),
    route: routePattern(input.path),
    device: input.device,
    connection: input.connection ?? null,
    navigation: input.navigation,
    readings,
  };
}
