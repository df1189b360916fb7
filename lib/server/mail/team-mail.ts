import 'server-only';
import { site } from '@/content/site';
import { withoutInvisible } from '@/lib/text';
import { howTheyFoundUs } from '../lead-origin';
import type { Message } from '../store/types';
import {
  escapeHtml,
  messageIdFor,
  oneLine,
  type MailAddresses,
  type OutgoingMail,
} from './message';

const KIND_LABEL = { contact: 'Contact form', handoff: 'Website chat' } as const;

/** The mail a lead becomes: to the company only, never to an address from the request. */
/** Said first in the mail of a lead the database could not take: the mail is all there is. */
export const UNSTORED_NOTE =
  'Not stored: the database was down when this message arrived, so this mail is its only copy. Reply from here, and keep it.';

export function teamMail(
  message: Pick<Message, 'id' | 'kind' | 'name' | 'email' | 'subject' | 'message' | 'source'>,
  addresses: MailAddresses,
  siteUrl: string,
  { stored = true }: { stored?: boolean } = {},
): OutgoingMail {
  // One-line fields lose invisible and bidi control characters: a right-to-left override in a
  // subject would make the team's inbox show it backwards.
  const line = (text: string) => withoutInvisible(oneLine(text));
  const fields: [string, string][] = [
    ['Name', line(message.name)],
    ['Email', line(message.email)],
    ['Subject', line(message.subject)],
    ['Sent with', KIND_LABEL[message.kind]],
  ];
  const origin = howTheyFoundUs(message.source);
  const lines = (pairs: [string, string][]) => pairs.map(([label, value]) => `${label}: ${value}`);
  const text = [
    ...(stored ? [] : [UNSTORED_NOTE, '']),
    ...lines(fields),
    '',
    message.message,
    '',
    'How they found us',
    ...lines(origin),
    '',
    `-- Sent from the website of ${site.name} (message ${message.id})`,
  ].join('\n');
  const table = (pairs: [string, string][]) =>
    `<table>${pairs.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`;
  const note = stored ? '' : `<p><strong>${escapeHtml(UNSTORED_NOTE)}</strong></p>`;
  const html = `${note}${table(fields)}<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p><h3>How they found us</h3>${table(origin)}<p><small>Sent from the website of ${escapeHtml(site.name)} (message ${escapeHtml(message.id)})</small></p>`;
  return {
    to: addresses.to,
    from: addresses.from,
    replyTo: { name: line(message.name), address: line(message.email) },
    subject: `[${site.name}] ${line(message.subject)}`,
    text,
    html,
    messageId: messageIdFor('lead', message.id, siteUrl),
  };
}
