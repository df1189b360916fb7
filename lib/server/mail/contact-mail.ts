import 'server-only';
import { site } from '@/content/site';
import type { NewMessage } from '../store/types';

export interface MailAddresses {
  to: string;
  from: string;
}

export interface OutgoingMail {
  to: string;
  from: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The schema already forbids line breaks in the subject; this makes header injection impossible. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The mail a contact message becomes: to the company only, never to an address from the request. */
export function contactMail(
  message: NewMessage & { id: string },
  addresses: MailAddresses,
): OutgoingMail {
  const fields: [string, string][] = [
    ['Name', oneLine(message.name)],
    ['Email', oneLine(message.email)],
    ['Subject', oneLine(message.subject)],
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
  };
}
