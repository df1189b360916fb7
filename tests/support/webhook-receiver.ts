import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver's Standard Webhooks library made of the signature. */
  verified: boolean;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedEvent[];
  /** The statuses to answer with, one per request in turn; 200 once they run out. */
  answers: number[];
  /** While true, requests are taken but never answered. */
  silent: boolean;
  stop(): Promise<void>;
}

/**
 * A real HTTP receiver on a free port, as a CRM's or n8n's would be: it checks each request with
 * the `standardwebhooks` library and the secret it was given, and answers as told.
 */
export async function startReceiver(secret: string): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const state: WebhookReceiver = {
    url: '',
    received: [],
    answers: [],
    silent: false,
    stop: async () => undefined,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = true;
      try {
        verifier.verify(body, request.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      const status = state.answers.shift() ?? 200;
      state.received.push({ headers: request.headers, body, verified, status });
      if (state.silent) return; // the connection stays open until the sender gives up
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  state.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newSecret = () =>
  `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`;
