import 'server-only';
import { site } from '@/content/site';
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
export function teamMail(
  message: Pick<Message, 'id' | 'kind' | 'name' | 'email' | 'subject' | 'message'>,
  addresses: MailAddresses,
  siteUrl: string,
): OutgoingMail {
  const fields: [string, string][] = [
    ['Name', oneLine(message.name)],
    ['Email', oneLine(message.email)],
    ['Subject', oneLine(message.subject)],
    ['Sent with', KIND_LABEL[message.kind]],
  ];
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    `-- Sent from the website of ${site.name} (message ${message.id})`,
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<table>${rows}</table><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p><p><small>Sent from the website of ${escapeHtml(site.name)} (message ${escapeHtml(message.id)})</small></p>`;
  return {
    to: addresses.to,
    from: addresses.from,
    replyTo: { name: oneLine(message.name), address: oneLine(message.email) },
    subject: `[${site.name}] ${oneLine(message.subject)}`,
    text,
    html,
    messageId: messageIdFor('lead', message.id, siteUrl),
  };
}
