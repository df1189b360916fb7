import { expect } from 'vitest';
import { runAfterTasks } from './after';
import { linkPost } from './newsletter';
import { newClientIp, postJson, SITE } from './requests';
import { mailPart, type TestSmtp } from './smtp';

type Route = (request: Request) => Promise<Response>;

/** The sign-in link of the last mail to `email`, from its plain-text part. */
export function signInLinkIn(smtp: TestSmtp, email: string): string {
  const mail = smtp.received.findLast((m) => m.to.includes(email));
  const text = mailPart(mail?.raw ?? '', 'text/plain') ?? '';
  const link = /https?:\/\/\S+\/team\/sign-in\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no sign-in link for ${email} in:\n${text}`);
  return link;
}

/** Asks for a link as the /team form does, and sends what follows the answer. */
export async function askForLink(requestLink: Route, email: string): Promise<Response> {
  const response = await requestLink(postJson('/api/team/sign-in', { email }));
  await runAfterTasks();
  return response;
}

/** The `name=value` pairs of a response's cookies, as a browser would send them back. */
export const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Presses "Sign in" on the link's page: the 303 and its Set-Cookie. */
export const pressSignIn = (confirm: Route, link: string) => confirm(linkPost(link));

/** Signs in as a listed address from its mailed link; the session's cookie header. */
export async function signIn(
  routes: { requestLink: Route; confirm: Route },
  smtp: TestSmtp,
  email: string,
): Promise<string> {
  expect((await askForLink(routes.requestLink, email)).status).toBe(202);
  const response = await pressSignIn(routes.confirm, signInLinkIn(smtp, email));
  expect(response.status).toBe(303);
  expect(new URL(response.headers.get('location') ?? '', SITE).pathname).toBe('/team');
  return cookieHeader(response);
}

/** A call of the team's pages to their API: same origin, with the session's cookie. */
export function teamRequest(
  path: string,
  cookie: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  const headers = Object.entries({
    host: 'localhost:3000',
    'sec-fetch-site': 'same-origin',
    cookie,
    'x-forwarded-for': newClientIp(),
    ...(init.body === undefined ? {} : { 'content-type': 'application/json', origin: SITE }),
    ...init.headers,
  }).filter(([, value]) => value !== '');
  return new Request(`${SITE}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
