// The e2e suite's webhook receiver (playwright.config.ts starts it beside the site, whose
// LEAD_WEBHOOK_URL points here): it verifies each event's Standard Webhooks signature with the
// `standardwebhooks` package, as a CRM would, keeps the verified ones, and lists them on
// GET /events. Usage: node tests/e2e/support/webhook-receiver.mjs <port> (secret in
// WEBHOOK_SECRET).
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const port = Number(process.argv[2]);
const webhook = new Webhook(process.env.WEBHOOK_SECRET);
const events = [];
let refused = 0;

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/events') {
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify({ events, refused }));
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const event = webhook.verify(Buffer.concat(chunks).toString('utf8'), request.headers);
      events.push({ id: request.headers['webhook-id'], event });
      response.statusCode = 204;
    } catch {
      refused += 1;
      response.statusCode = 401;
    }
    response.end();
  });
}).listen(port, '127.0.0.1');
