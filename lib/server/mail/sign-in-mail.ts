import 'server-only';
import { site } from '@/content/site';
import { escapeHtml, messageIdFor, type OutgoingMail } from './message';

/**
 * A team member's sign-in link. It opens a page whose button signs in: mail scanners open links,
 * and must not sign anyone in by doing so.
 */
export function signInMail(
  delivery: { id: string; to: string; from: string; siteUrl: string; minutesValid: number },
  link: string,
): OutgoingMail {
  const host = new URL(delivery.siteUrl).host;
  const intro = `Someone, we hope you, asked to sign in to the team's pages of ${host} with this address.`;
  const validity = `The link works once, for ${delivery.minutesValid} minutes. If you did not ask for it, ignore this mail: nobody can sign in without the link.`;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    'To sign in, open this link and press "Sign in":',
    link,
    '',
    validity,
    '',
    '--',
    site.name,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px">Open the sign-in page</a></p>
<p>${escapeHtml(validity)}</p>
<hr>
<p style="font-size:12px;color:#555555">${escapeHtml(site.name)}</p>`;
  return {
    to: delivery.to,
    from: delivery.from,
    subject: `Your sign-in link for the ${site.name} team pages`,
    text,
    html,
    messageId: messageIdFor('sign-in', delivery.id, delivery.siteUrl),
  };
}
