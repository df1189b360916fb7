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
  /** Stops listening, so connections are refused, as when the mail server is down. */
  halt(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** A real SMTP server in this process on a free port (plain, no auth), recording what it accepts. */
export async function startSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    refuse: false,
    halt: async () => undefined,
    resume: async () => undefined,
    stop: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No DNS on loopback: a reverse lookup of 127.0.0.1 would wait for a resolver that is not
    // there.
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
  let listening = true;
  state.halt = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.server.close(() => resolve());
    });
  state.resume = () =>
    new Promise<void>((resolve) => {
      if (listening) return resolve();
      listening = true;
      server.server.listen(port, '127.0.0.1', () => resolve());
    });
  state.stop = () =>
    new Promise<void>((resolve) => (listening ? server.close(() => resolve()) : resolve()));
  return state;
}

export { headerLines, mailPart, unfolded } from './mime';
