/** Builds the requests a browser on the site (or an attacker's page) would send. */
export const SITE = 'http://localhost:3000';

let ipCounter = 0;
/** A fresh client address per call, so rate-limit windows of different tests never meet. */
export const newClientIp = () => `198.51.100.${++ipCounter}`;

type PostOptions = {
  /** Added to (or, with an empty value, removed from) the browser's usual headers. */
  headers?: Record<string, string>;
  ip?: string;
  /** The body as sent, instead of the encoded payload. */
  raw?: string | Uint8Array<ArrayBuffer>;
};

function post(
  path: string,
  usual: Record<string, string>,
  body: string,
  options: PostOptions,
): Request {
  const headers = {
    host: 'localhost:3000',
    origin: SITE,
    ...usual,
    'x-forwarded-for': options.ip ?? newClientIp(),
    ...options.headers,
  };
  // An empty value means "leave this header out".
  const present = Object.entries(headers).filter(([, value]) => value !== '');
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: present,
    body: options.raw ?? body,
  });
}

export function postJson(path: string, body: unknown, options: PostOptions = {}): Request {
  return post(path, { 'content-type': 'application/json' }, JSON.stringify(body), options);
}

/**
 * What a browser sends when a visitor submits one of the site's forms without JavaScript:
 * the fields URL-encoded, with the page's Origin and Sec-Fetch-Site.
 */
export function postForm(
  path: string,
  fields: Record<string, string>,
  options: PostOptions = {},
): Request {
  const usual = {
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/x-www-form-urlencoded',
  };
  return post(path, usual, new URLSearchParams(fields).toString(), options);
}

/** A body sent in chunks without Content-Length, as a streaming client would. */
export function streamedRequest(
  path: string,
  totalBytes: number,
  contentType = 'application/json',
  { cutOff = false } = {},
): Request {
  const chunk = new TextEncoder().encode('x'.repeat(1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // `cutOff`: the client goes away after its first kilobyte, as a closed tab's request does.
      if (cutOff && sent > 0) return controller.error(new Error('aborted'));
      if (sent >= totalBytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      origin: SITE,
      host: 'localhost:3000',
      'content-type': contentType,
      'x-forwarded-for': newClientIp(),
    },
    body,
    duplex: 'half',
  } as RequestInit);
}
