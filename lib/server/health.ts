import 'server-only';
import { env } from './env';
import { probeSmtp, storedMailProblem } from './mail/probe';
import { getStore } from './store/default';
import { StorageUnavailableError } from './store/errors';
import type { OutboxStats } from './store/types';

export interface DeepHealth {
  ok: boolean;
  store: 'ok' | 'unavailable';
  mail: { smtp: string; lastSend: string };
  outbox: {
    pending: number;
    oldestPendingSeconds: number | null;
    failed: number;
    maxPendingSeconds: number;
  } | null;
  /** Why `ok` is false, one line each; empty when all is well. */
  problems: string[];
}

async function outboxStats(): Promise<OutboxStats | null> {
  try {
    return await getStore().outboxStats();
  } catch (error) {
    if (error instanceof StorageUnavailableError) return null;
    throw error;
  }
}

/**
 * What an uptime monitor needs to know: does the store answer, does the mail server take a
 * connection, did the last mail go, and is anything piling up in the outbox. Names no secret,
 * host or address.
 */
export async function deepHealth(now = Date.now()): Promise<DeepHealth> {
  const e = env();
  const [stats, smtpProblem] = await Promise.all([
    outboxStats(),
    e.SMTP_URL ? probeSmtp(e.SMTP_URL) : Promise.resolve(null),
  ]);
  const maxPendingSeconds = e.HEALTH_MAX_PENDING_MINUTES * 60;
  const oldest = stats?.oldestPendingAt ?? null;
  const oldestPendingSeconds = oldest === null ? null : Math.round((now - oldest) / 1000);
  const lastSend = stats?.lastMailError
    ? `failed: ${storedMailProblem(stats.lastMailError)}`
    : 'ok';

  const problems: string[] = [];
  if (!stats) problems.push('store: unavailable');
  if (smtpProblem) problems.push(`mail server: ${smtpProblem}`);
  if (stats?.lastMailError) problems.push(`mail: the last attempt to send ${lastSend}`);
  if (stats && stats.failed > 0)
    problems.push(`outbox: ${stats.failed} delivery(ies) failed for good`);
  if (oldestPendingSeconds !== null && oldestPendingSeconds > maxPendingSeconds) {
    problems.push(
      `outbox: a delivery has waited ${oldestPendingSeconds} s (limit ${maxPendingSeconds} s)`,
    );
  }
  return {
    ok: problems.length === 0,
    store: stats ? 'ok' : 'unavailable',
    mail: {
      smtp: e.SMTP_URL ? (smtpProblem ?? 'ok') : 'not configured: mail is written as .eml files',
      lastSend: stats ? lastSend : 'unknown',
    },
    outbox: stats && {
      pending: stats.pending,
      oldestPendingSeconds,
      failed: stats.failed,
      maxPendingSeconds,
    },
    problems,
  };
}
