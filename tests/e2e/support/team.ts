import { mailPart } from '../../support/mime';
import { E2E_TEAM_EMAILS } from '../../../playwright.config';
import { mailsWith } from './stored';
import { expect, type Page } from './test';

/** A team address for this run: each address gets at most 3 sign-in links an hour. */
export const teamMember = () =>
  E2E_TEAM_EMAILS[Math.floor(Math.random() * E2E_TEAM_EMAILS.length)] ?? '';

/** The path of the newest sign-in link mailed to `email` (an .eml file: no SMTP server here). */
export async function signInLinkFor(email: string, count = 1): Promise<string> {
  const mails = () => mailsWith(email);
  await expect.poll(() => mails().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  const paths = mails().map((eml) => {
    const text = mailPart(eml, 'text/plain') ?? '';
    return /https?:\/\/\S+?(\/team\/sign-in\?token=[\w-]+)/.exec(text)?.[1];
  });
  const path = paths.filter(Boolean).at(-1);
  if (!path) throw new Error(`no sign-in link in the mail to ${email}`);
  return path;
}

let signers = 0;

/**
 * A member's machine of its own. Asking for a link and the sign-in button are limited per address
 * a minute; the suite's tests sign in side by side, and from one address they would be refused.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  signers += 1;
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.37.${process.pid % 250}.${signers % 250}`,
  });
}

/** Asks for a link on /team as a person does, and lands on the page with the one answer. */
export async function askForLink(page: Page, email: string): Promise<void> {
  await fromOwnAddress(page);
  await page.goto('/team');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL(/\/team\/link-sent$/);
}

/** Signs in from the mailed link's page with its button; lands on the team's home. */
export async function signIn(page: Page, email: string): Promise<string> {
  const before = mailsWith(email).length;
  await askForLink(page, email);
  const link = await signInLinkFor(email, before + 1);
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return link;
}
