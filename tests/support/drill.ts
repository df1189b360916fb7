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
  /** Leads the team got as two different mails: a mail client would show both. */
  mailedTwice: number;
  /**
   * Mails sent again as the same message (the same `Message-ID`, which mail clients show once):
   * a delivery whose sending went through but whose "sent" mark an outage cut off is the
   * scheduler's again once its lease runs out.
   */
  resent: number;
  slowestAnswerMs: number;
}

/** The lead id a mail to the team is about, from the line every team mail ends with. */
const leadIdIn = (raw: string) => /\(message ([0-9a-f-]{36})\)/.exec(raw)?.[1];

/** The lead id each mail to the team is about. */
export const leadIdsIn = (mails: readonly ReceivedMail[]) =>
  mails.map((mail) => leadIdIn(unfolded(mail.raw))).filter((id): id is string => id !== undefined);

/** How many extra copies the team got of a lead: as different mails, and as the same one again. */
export function copiesIn(mails: readonly ReceivedMail[]): { mailedTwice: number; resent: number } {
  const messages = new Map<string, Set<string>>();
  let copies = 0;
  for (const mail of mails) {
    const raw = unfolded(mail.raw);
    const lead = leadIdIn(raw);
    if (!lead) continue;
    copies += 1;
    const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? `none ${copies}`;
    messages.set(lead, (messages.get(lead) ?? new Set()).add(messageId));
  }
  const distinct = [...messages.values()].reduce((sum, ids) => sum + ids.size, 0);
  return { mailedTwice: distinct - messages.size, resent: copies - distinct };
}

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
    ['resent', 'same mail resent'],
    ['slowestAnswerMs', 'slowest answer (ms)'],
  ];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(columns.map(([, title]) => title)),
    row(columns.map(() => '---')),
    ...results.map((r) => row(columns.map(([key]) => String(r[key])))),
  ].join('\n');
}
