import 'server-only';
import { env } from '../env';
import { mailerFor, type Mailer } from '../mail/transport';
import type { MailAddresses } from '../mail/message';
import { getStore } from '../store/default';
import type { Store } from '../store/interface';

/** Everything a sender needs, from the environment or, in tests, from the test. */
export interface OutboxContext {
  store: Store;
  mailer: Mailer;
  addresses: MailAddresses;
  /** The site's public URL: the links in subscriber mail, the host of Message-IDs. */
  siteUrl: string;
  /** The Standard Webhooks secret; a webhook without it waits (and fails in the end). */
  webhookSecret?: string;
  /** A receiver that has not answered by then counts as a failed attempt. */
  webhookTimeoutMs: number;
  now?: () => number;
}

export function outboxFromEnv(): OutboxContext {
  const e = env();
  return {
    store: getStore(),
    mailer: mailerFor(e.SMTP_URL, e.DATA_DIR),
    addresses: { to: e.CONTACT_TO, from: e.MAIL_FROM },
    siteUrl: e.SITE_URL,
    webhookSecret: e.LEAD_WEBHOOK_SECRET,
    webhookTimeoutMs: e.LEAD_WEBHOOK_TIMEOUT_MS,
  };
}
