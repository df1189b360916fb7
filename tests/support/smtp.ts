import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** While true the server refuses every mail with a 451 (temporary failure). */
  refuse: boolean;
  stop(): Promise<void>;
}

/** A real SMTP server in this process on a free port (plain, no auth), recording what it accepts. */
export async function startSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = { url: '', received: [], refuse: false, stop: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No DNS on loopback: a reverse lookup of 127.0.0.1 would wait for a resolver that is not there.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${port}`;
  state.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The raw message with quoted-printable soft line breaks joined, for plain string checks. */
export function unfolded(raw: string): string {
  return raw.replace(/=\r?\n/g, '');
}

/** The header lines of a raw message, each continuation line joined to its header. */
export function headerLines(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

/** The decoded body of the first MIME part of `type` (e.g. text/html), or undefined. */
export function mailPart(raw: string, type: string): string | undefined {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  for (const part of boundary ? raw.split(`--${boundary}`) : [raw]) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!new RegExp(`^Content-Type: ${type}`, 'im').test(head)) continue;
    const body = rest.join('\r\n\r\n');
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding !== 'quoted-printable') return body;
    const bytes = unfolded(body).replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return undefined;
}
