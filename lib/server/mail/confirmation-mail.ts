import 'server-only';
import { site } from '@/content/site';
import { escapeHtml, messageIdFor, type OutgoingMail } from './message';

export interface ConfirmationLinks {
  confirm: string;
  unsubscribe: string;
}

/**
 * The double opt-in mail. It echoes nothing the visitor typed (anyone may enter anyone's address,
 * so a name could carry someone else's words), names the company and says why it came. Like every
 * mail to a subscriber it carries one-click unsubscribe (RFC 8058): the header pair that Gmail and
 * Yahoo require of bulk senders, and the same link in the footer.
 */
export function confirmationMail(
  delivery: { id: string; to: string; from: string; siteUrl: string; daysValid: number },
  links: ConfirmationLinks,
): OutgoingMail {
  const host = new URL(delivery.siteUrl).host;
  const intro = `Someone, we hope you, asked for the ${site.name} newsletter to be sent to this address, using the form on ${host}.`;
  const ignore = `If it was not you, ignore this mail: the address will not be added, and we delete it within ${delivery.daysValid} days.`;
  const promise =
    'One short email a month: practical notes on M-Pesa integrations, cloud costs and secure software.';
  const footer = `${site.name}, ${site.address.street}, ${site.address.label} · ${site.email}`;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    'To confirm, open this link and press "Confirm my subscription":',
    links.confirm,
    '',
    `The link works for ${delivery.daysValid} days. ${ignore}`,
    '',
    promise,
    '',
    '--',
    footer,
    `You got this mail because this address was entered in the newsletter form on ${host}.`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px">Confirm my subscription</a></p>
<p>The link works for ${delivery.daysValid} days. ${escapeHtml(ignore)}</p>
<p>${escapeHtml(promise)}</p>
<hr>
<p style="font-size:12px;color:#555555">${escapeHtml(footer)}<br>You got this mail because this address was entered in the newsletter form on ${escapeHtml(host)}.<br><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`;
  return {
    to: delivery.to,
    from: delivery.from,
    subject: `Confirm your subscription to the ${site.name} newsletter`,
    text,
    html,
    messageId: messageIdFor('confirm', delivery.id, delivery.siteUrl),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
