import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour = 'ok' | 'error' | 'slow' | 'malformed';
export type FakeRequest = { authorization?: string; body: unknown };

/**
 * An OpenAI-compatible chat completions server on a free loopback port, for the upstream tests.
 * `behaviour` may be changed between requests; every request received is recorded.
 */
export async function startFakeUpstream(reply = 'From the fake model: [Contact](/contact).') {
  const state = { behaviour: 'ok' as FakeBehaviour, requests: [] as FakeRequest[] };

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    state.requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
    if (state.behaviour === 'error') return res.writeHead(500).end('{"error":"boom"}');
    if (state.behaviour === 'malformed') {
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
    }
    if (state.behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, 1_000));
    const body = { choices: [{ message: { role: 'assistant', content: reply } }] };
    if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => void respond(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    reply,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
