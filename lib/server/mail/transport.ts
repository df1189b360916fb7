import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './message';

export interface Mailer {
  /** Resolves once the server accepted the mail (or the file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<{ location: string }>;
}

/** How long a step of an SMTP session may take; a request that waits on mail uses shorter ones. */
export type MailTimeouts = { connectMs: number; idleMs: number };
const OUTBOX_TIMEOUTS: MailTimeouts = { connectMs: 10_000, idleMs: 20_000 };

/** Real SMTP: `smtp://user:pass@host:587` or `smtps://...`. */
export function smtpMailer(url: string, timeouts = OUTBOX_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.connectMs,
    socketTimeout: timeouts.idleMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      if (info.rejected.length > 0) throw new Error(`Recipient refused: ${info.response}`);
      return { location: `smtp ${info.messageId}` };
    },
  };
}

/** No SMTP configured: each mail becomes an .eml file, so a local run loses nothing. */
export function fileMailer(folder: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const path = resolve(join(folder, `${stamp}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`));
      await writeFile(path, info.message as Buffer);
      console.info(`[mail] written to ${path}`);
      return { location: path };
    },
  };
}

export function mailerFor(
  smtpUrl: string | undefined,
  dataDir: string,
  timeouts?: MailTimeouts,
): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, timeouts) : fileMailer(join(dataDir, 'mail'));
}
