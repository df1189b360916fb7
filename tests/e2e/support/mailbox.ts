import { expect } from '@playwright/test';
import { mailPart } from '../../support/mime';
import { mailsWith } from './stored';

/**
 * The newsletter links of the one confirmation mail the server wrote for `email` (the e2e server
 * has no SMTP server, so it writes each mail as an .eml file), as paths on the server under test.
 */
export async function newsletterLinks(
  email: string,
): Promise<{ confirm: string; unsubscribe: string }> {
  await expect.poll(() => mailsWith(email).length, { timeout: 10_000 }).toBe(1);
  const text = mailPart(mailsWith(email)[0] ?? '', 'text/plain') ?? '';
  const path = (kind: string) => {
    const link = new RegExp(`https?://\\S+(/newsletter/${kind}\\?token=[\\w-]{43})`).exec(text);
    if (!link?.[1]) throw new Error(`no ${kind} link in the mail:\n${text}`);
    return link[1];
  };
  return { confirm: path('confirm'), unsubscribe: path('unsubscribe') };
}
