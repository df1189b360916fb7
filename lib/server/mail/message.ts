import 'server-only';

/** One mail the site sends, in the shape nodemailer takes. */
export interface OutgoingMail {
  to: string;
  from: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Stable per delivery, so a mail client shows a mail sent twice (a crash mid-send) once. */
  messageId?: string;
  headers?: Record<string, string>;
}

/** Who the team's mail goes to and who every mail comes from. */
export interface MailAddresses {
  to: string;
  from: string;
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

/** The schemas already forbid line breaks in one-line fields; this makes header injection impossible. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** A `Message-ID` on the site's own host, for a mail about one stored row. */
export function messageIdFor(kind: string, id: string, siteUrl: string): string {
  return `<${kind}.${id}@${new URL(siteUrl).hostname}>`;
}
