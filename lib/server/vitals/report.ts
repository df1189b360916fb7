import 'server-only';
import {
  ATTRIBUTED,
  DEVICES,
  VITALS,
  type AttributedVital,
  type Device,
  type Vital,
} from '@/lib/vitals';
import type { Store } from '../store/interface';
import type { PageVitals } from '../store/vitals-types';
import { utcDay } from './page-view';
import { figure, p75, rate, rounded, type Figure, type Rating } from './rating';

/** CrUX's window: the last 28 days, today included. */
export const REPORT_DAYS = 28;
/** How many of the slowest elements behind LCP and INP a report lists. */
export const SLOWEST_LISTED = 10;
const DAY_MS = 86_400_000;

export interface RouteDeviceVitals {
  route: string;
  device: Device;
  pageViews: number;
  figures: Record<Vital, Figure>;
}

export interface SlowElement {
  route: string;
  element: string;
  /** Page views whose metric this element was behind. */
  count: number;
  p75: number;
  rating: Rating;
}

export interface VitalsReport {
  /** The first and last day covered, `YYYY-MM-DD` (UTC). */
  from: string;
  to: string;
  rows: RouteDeviceVitals[];
  slowest: Record<AttributedVital, SlowElement[]>;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const valuesOf = (views: readonly PageVitals[], vital: Vital) =>
  views.flatMap((v) => (v.readings[vital] ? [v.readings[vital].value] : []));

/** The p75 of each metric per route and device class, busiest route first, phones first. */
function routeDeviceRows(views: readonly PageVitals[]): RouteDeviceVitals[] {
  const perRoute = groupBy(views, (v) => v.route);
  const routes = [...perRoute.keys()].sort(
    (a, b) => (perRoute.get(b)?.length ?? 0) - (perRoute.get(a)?.length ?? 0) || a.localeCompare(b),
  );
  return routes.flatMap((route) =>
    DEVICES.flatMap((device) => {
      const group = (perRoute.get(route) ?? []).filter((v) => v.device === device);
      if (group.length === 0) return [];
      const figures = Object.fromEntries(
        VITALS.map((vital) => [vital, figure(vital, valuesOf(group, vital))]),
      ) as Record<Vital, Figure>;
      return [{ route, device, pageViews: group.length, figures }];
    }),
  );
}

/** The elements behind a metric on each route, slowest p75 first. */
function slowestElements(views: readonly PageVitals[], vital: AttributedVital): SlowElement[] {
  const withElement = views.filter((v) => v.readings[vital]?.element);
  const groups = groupBy(withElement, (v) => JSON.stringify([v.route, v.readings[vital]?.element]));
  return [...groups.values()]
    .map((group) => {
      const value = rounded(vital, p75(valuesOf(group, vital)) ?? 0);
      const first = group[0] as PageVitals;
      return {
        route: first.route,
        element: first.readings[vital]?.element ?? '',
        count: group.length,
        p75: value,
        rating: rate(vital, value),
      };
    })
    .sort((a, b) => b.p75 - a.p75 || b.count - a.count)
    .slice(0, SLOWEST_LISTED);
}

/** The report of the page views received over the last 28 days (UTC), as CrUX would give it. */
export function buildVitalsReport(views: readonly PageVitals[], now: number): VitalsReport {
  const from = utcDay(now - (REPORT_DAYS - 1) * DAY_MS);
  const inWindow = views.filter((v) => v.day >= from);
  return {
    from,
    to: utcDay(now),
    rows: routeDeviceRows(inWindow),
    slowest: Object.fromEntries(
      ATTRIBUTED.map((vital) => [vital, slowestElements(inWindow, vital)]),
    ) as Record<AttributedVital, SlowElement[]>,
  };
}

export async function vitalsReport(store: Store, now = Date.now()): Promise<VitalsReport> {
  const from = utcDay(now - (REPORT_DAYS - 1) * DAY_MS);
  return buildVitalsReport(await store.listPageVitals(from), now);
}
