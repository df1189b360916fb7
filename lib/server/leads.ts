import 'server-only';
import { randomUUID } from 'node:crypto';
import { env } from './env';
import { bounded } from './http';
import { teamMail } from './mail/team-mail';
import { mailerFor } from './mail/transport';
import { deliverAfterResponse } from './outbox';
import { getStore } from './store/default';
import { StorageUnavailableError } from './store/errors';
import type { Message, NewDelivery, NewMessage } from './store/types';
import { EVENT_TYPES, leadData, webhookDeliveries } from './webhooks/events';

/** How long a visitor waits for the mail server when the database is down, at most. */
export const DIRECT_MAIL_WAIT_MS = 8_000;

/**
 * The one way a lead comes in, from the contact form and the chat alike. In order:
 *
 * 1. The lead and everything to send about it (the team's mail, a webhook per receiver) are
 *    stored in one transaction. Once that commits the lead cannot be lost: the visitor gets 202,
 *    and the sends run after the response, failed ones left to the scheduler.
 * 2. If the database is down, the team's mail is sent now, within DIRECT_MAIL_WAIT_MS. Once the
 *    mail server accepts it the visitor gets the same 202 (the mail says it is the only copy).
 *    Nothing was stored, so nothing is sent again when the database returns.
 * 3. If the mail fails too, the visitor gets 503 and keeps what they typed.
 *
 * So a 202 always means a committed row or an accepted mail, and every other outcome tells the
 * visitor to try again.
 */
export async function acceptLead(message: NewMessage): Promise<string> {
  const lead: Message = { ...message, id: randomUUID(), createdAt: Date.now(), state: 'new' };
  const deliveries: NewDelivery[] = [
    { kind: 'team-mail', aboutId: lead.id, payload: '{}' },
    ...webhookDeliveries(EVENT_TYPES.lead, lead.id, leadData(lead), lead.createdAt),
  ];
  try {
    deliverAfterResponse(await getStore().insertMessage(lead, deliveries, lead.createdAt));
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    await mailDirectly(lead, error);
  }
  return lead.id;
}

async function mailDirectly(lead: Message, storeError: StorageUnavailableError): Promise<void> {
  const e = env();
  const wait = { connectMs: DIRECT_MAIL_WAIT_MS / 2, idleMs: DIRECT_MAIL_WAIT_MS / 2 };
  const mail = teamMail(lead, { to: e.CONTACT_TO, from: e.MAIL_FROM }, e.SITE_URL, {
    stored: false,
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('the mail server did not answer in time')),
      DIRECT_MAIL_WAIT_MS,
    );
  });
  try {
    await Promise.race([mailerFor(e.SMTP_URL, e.DATA_DIR, wait).send(mail), late]);
  } catch (mailError) {
    const reason = bounded(mailError instanceof Error ? mailError.message : String(mailError));
    console.error(`[leads] database down and mail failed (${reason}): lead refused with 503`);
    throw storeError;
  } finally {
    clearTimeout(timer);
  }
  console.error(
    `[leads] database down (${bounded(storeError.message)}): lead ${lead.id} mailed to the team directly, not stored; webhooks skipped`,
  );
}
