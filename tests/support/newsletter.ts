import { mailPart, type ReceivedMail } from './smtp';
import { newClientIp, SITE } from './requests';

/** The confirm and unsubscribe links of a confirmation mail, from its plain-text part. */
export function linksIn(mail: ReceivedMail | undefined): { confirm: string; unsubscribe: string } {
  const text = mailPart(mail?.raw ?? '', 'text/plain') ?? '';
  const confirm = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(text)?.[0];
  const unsubscribe = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(text)?.[0];
  if (!confirm || !unsubscribe) throw new Error(`no links in the mail:\n${text}`);
  return { confirm, unsubscribe };
}

type LinkPostOptions = {
  /**
   * The body: the page's button sends none; a mail provider's one-click POST sends its field. A
   * stream sends it in parts (one that errors is a client that went away before its end).
   */
  body?: string | ReadableStream<Uint8Array>;
  contentType?: string;
  /** Headers added, or removed with an empty value. */
  headers?: Record<string, string>;
};

/**
 * The POST a link's page makes back to its own address (or a mail provider makes to the
 * List-Unsubscribe URL), as it reaches the route handler: the link's path and query on the
 * site's host.
 */
export function linkPost(link: string, options: LinkPostOptions = {}): Request {
  const { pathname, search } = new URL(link);
  const headers = Object.entries({
    host: 'localhost:3000',
    origin: SITE,
    'sec-fetch-site': 'same-origin',
    'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
    'x-forwarded-for': newClientIp(),
    ...options.headers,
  }).filter(([, value]) => value !== '');
  return new Request(`${SITE}${pathname}${search}`, {
    method: 'POST',
    headers,
    body: options.body ?? '',
    duplex: 'half',
  } as RequestInit);
}

/** A mail provider's one-click unsubscribe, exactly as RFC 8058 shows it: no cookie, no Origin. */
export const oneClick = (link: string) =>
  linkPost(link, {
    body: 'List-Unsubscribe=One-Click',
    headers: { origin: '', 'sec-fetch-site': '', 'x-forwarded-for': '192.0.2.77' },
  });
