import 'server-only';
import nodemailer from 'nodemailer';

const PROBE_TIMEOUT_MS = 3_000;

/** What went wrong with the mail server, in words that name no host, account or address. */
export function mailProblem(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  // nodemailer reports a refused connection as ESOCKET with the system's code in the message.
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message ?? '')) return 'connection refused';
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT') return 'no answer in time';
  if (code === 'EAUTH') return 'login refused';
  if (code === 'EDNS' || code === 'ENOTFOUND') return 'host not found';
  if (typeof responseCode === 'number') return `server answered ${responseCode}`;
  return 'connection failed';
}

/** An error stored by the outbox, cut down to its kind: SMTP replies can quote an address. */
export function storedMailProblem(lastError: string): string {
  const code = /\b([45]\d\d)\b/.exec(lastError)?.[1];
  if (code) return `server answered ${code}`;
  if (/ECONNREFUSED/.test(lastError)) return 'connection refused';
  if (/timeout|timed out/i.test(lastError)) return 'no answer in time';
  return 'send failed';
}

/**
 * Whether the mail server accepts a connection (and our login), without sending anything: the
 * SMTP session goes as far as EHLO and AUTH, then QUITs. Resolves to null when it does.
 */
export async function probeSmtp(url: string): Promise<string | null> {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: PROBE_TIMEOUT_MS,
    greetingTimeout: PROBE_TIMEOUT_MS,
    socketTimeout: PROBE_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return mailProblem(error);
  } finally {
    transport.close();
  }
}
