import { afterTasks } from './after';
import { unfolded, type ReceivedMail } from './smtp';

/** One fault drill's outcome, as the table prints it. */
export interface DrillResult {
  drill: string;
  sent: number;
  accepted: number;
  refused: number;
  stored: number;
  mailed: number;
  reached: number;
  lost: number;
  mailedTwice: number;
  slowestAnswerMs: number;
}

/** The lead id each mail to the team is about, from the line every team mail ends with. */
export const leadIdsIn = (mails: readonly ReceivedMail[]) =>
  mails
    .map((mail) => /\(message ([0-9a-f-]{36})\)/.exec(unfolded(mail.raw))?.[1])
    .filter((id): id is string => id !== undefined);

/**
 * Starts the work a route handler left for after its response without waiting for it, as Next.js
 * does: the next visitor does not wait for it either. The promises are returned to await later.
 */
export function startAfterTasks(into: Promise<unknown>[]): void {
  for (const task of afterTasks.splice(0)) into.push(task().catch(() => undefined));
}

export function drillTable(results: readonly DrillResult[]): string {
  const columns: [keyof DrillResult, string][] = [
    ['drill', 'drill'],
    ['sent', 'sent'],
    ['accepted', 'answered 202'],
    ['refused', 'answered 503'],
    ['stored', 'stored'],
    ['mailed', 'mailed'],
    ['reached', 'reached the team'],
    ['lost', 'lost'],
    ['mailedTwice', 'mailed twice'],
    ['slowestAnswerMs', 'slowest answer (ms)'],
  ];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(columns.map(([, title]) => title)),
    row(columns.map(() => '---')),
    ...results.map((r) => row(columns.map(([key]) => String(r[key])))),
  ].join('\n');
}
