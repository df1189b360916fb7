import 'server-only';
import {
  RATING_NAMES,
  VITAL_NAMES,
  VITALS,
  vitalText,
  type AttributedVital,
  type Vital,
} from '@/lib/vitals';
import { textTable } from '../text-table';
import type { Figure } from './rating';
import { MIN_PAGE_VIEWS } from './rating';
import type { VitalsReport } from './report';

function figureText(vital: Vital, f: Figure): string {
  if (f.rating === 'too-few') return `too few (${f.count})`;
  return `${vitalText(vital, f.p75)} ${RATING_NAMES[f.rating]} (${f.count})`;
}

function slowestText(report: VitalsReport, vital: AttributedVital): string {
  const list = report.slowest[vital];
  if (list.length === 0) return `No element behind ${VITAL_NAMES[vital]} reported yet.`;
  return textTable([
    ['route', 'element', `p75 ${VITAL_NAMES[vital]}`, 'page views'],
    ...list.map((e) => [
      e.route,
      e.element,
      `${vitalText(vital, e.p75)} ${RATING_NAMES[e.rating]}`,
      String(e.count),
    ]),
  ]);
}

/** What `npm run vitals` prints: the same figures as the team's page. */
export function vitalsReportText(report: VitalsReport): string {
  const heading =
    `Web Vitals of real visitors, ${report.from} to ${report.to} (UTC): the 75th percentile of ` +
    `each metric per route and device, rated at Google's thresholds, with its page views in ` +
    `brackets; under ${MIN_PAGE_VIEWS} page views a figure is "too few".`;
  if (report.rows.length === 0) return `${heading}\n\nNo page views reported yet.`;
  const table = textTable([
    ['route', 'device', 'page views', ...VITALS.map((v) => VITAL_NAMES[v])],
    ...report.rows.map((r) => [
      r.route,
      r.device,
      String(r.pageViews),
      ...VITALS.map((v) => figureText(v, r.figures[v])),
    ]),
  ]);
  return [
    heading,
    table,
    'Slowest elements behind LCP (largest paint):',
    slowestText(report, 'lcp'),
    'Slowest elements behind INP (interaction):',
    slowestText(report, 'inp'),
  ].join('\n\n');
}
