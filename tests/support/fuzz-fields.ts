import {
  badCharacters,
  badEmails,
  badPaths,
  badTimestamps,
  blanks,
  lineBreaks,
  MISSING,
  notStrings,
  notTimes,
  tooLong,
  type Bad,
} from './fuzz-values';
import type { FuzzEndpoint } from './fuzz-cases';

/** The fields of each endpoint's payload and the values each must refuse. */
export interface Field {
  key: string;
  bad: Bad[];
  decoys?: Bad[];
}

export const BYTE_CAPS: Record<FuzzEndpoint, number> = {
  contact: 65_536,
  handoff: 24_576,
  subscribe: 4096,
  clicks: 2048,
  chat: 2048,
};
const text = [...notStrings, ...badCharacters];
const optionalText = (max: number) => [['missing', MISSING] as const, ...text, ...tooLong(max)];

export function validPayload(endpoint: FuzzEndpoint, marker: string, now: number) {
  const person = { name: `Fuzz ${marker}`, email: `fuzz-${marker}@example.co.ke` };
  if (endpoint === 'subscribe') return person;
  if (endpoint === 'chat') return { message: `Fuzz ${marker}: do you build M-Pesa integrations?` };
  if (endpoint === 'handoff') {
    return {
      ...person,
      question: `Fuzz ${marker}: can a person call me?`,
      transcript: [{ sender: 'user', text: `Fuzz ${marker}: can a person call me?` }],
      ...spamTraps(now),
    };
  }
  if (endpoint === 'clicks') {
    return {
      tag: 'a',
      className: `fuzz ${marker}`,
      id: `fuzz-${marker}`,
      timestamp: new Date(now).toISOString(),
    };
  }
  return {
    ...person,
    subject: `Fuzz ${marker}`,
    message: `Fuzz ${marker}: an M-Pesa integration.`,
    ...spamTraps(now),
  };
}

const spamTraps = (now: number) => ({ website: '', startedAt: now - 60_000 });

const entry = (text: unknown, sender: unknown = 'user') => ({ sender, text });
/**
 * Conversations the chat's hand-off must refuse. A missing one is not among them: the panel's
 * form before the chat's script has no conversation to send.
 */
const badTranscripts: Bad[] = [
  ...notStrings.filter(([label]) => !label.includes('empty array')),
  ['a string', 'Visitor: hi'],
  ['an entry that is a string', ['hi']],
  ['an entry without a speaker', [{ text: 'hi' }]],
  ['an unknown speaker', [entry('hi', 'admin')]],
  ['an entry that is not text', [entry(42)]],
  ...badCharacters.map(([label, value]): Bad => [`an entry with ${label}`, [entry(value)]]),
  ['13 entries', Array.from({ length: 13 }, () => entry('hi'))],
  ['an entry over 1,500 characters', [entry('x'.repeat(1501), 'bot')]],
  [
    '6,001 characters in all',
    [...Array.from({ length: 4 }, () => entry('x'.repeat(1500))), entry('x')],
  ],
];

export function fields(endpoint: FuzzEndpoint, now: number): Field[] {
  const name = { key: 'name', bad: [...blanks, ...text, ...lineBreaks, ...tooLong(100)] };
  const email = { key: 'email', bad: [...blanks, ...text, ...badEmails] };
  if (endpoint === 'subscribe') return [name, email];
  if (endpoint === 'handoff') {
    return [
      name,
      email,
      { key: 'question', bad: [...blanks, ...text, ...tooLong(1000)] },
      { key: 'transcript', bad: badTranscripts },
      ...spamTrapFields(now),
    ];
  }
  if (endpoint === 'chat') return [{ key: 'message', bad: [...blanks, ...text, ...tooLong(1000)] }];
  if (endpoint === 'clicks') {
    return [
      { key: 'tag', bad: [...blanks, ...text, ...tooLong(32)] },
      { key: 'className', bad: optionalText(200) },
      { key: 'id', bad: optionalText(100) },
      { key: 'timestamp', bad: [...blanks, ...text, ...badTimestamps(now)] },
      { key: 'path', bad: [...text, ...badPaths] },
    ];
  }
  return [
    name,
    email,
    { key: 'subject', bad: [...blanks, ...text, ...lineBreaks, ...tooLong(200)] },
    { key: 'message', bad: [...blanks, ...text, ...tooLong(20_000)] },
    ...spamTrapFields(now),
  ];
}

/** The honeypot and the start time: bad values are refused, bot-like ones get the decoy 202. */
function spamTrapFields(now: number): Field[] {
  return [
    {
      key: 'website',
      bad: [...text, ...tooLong(200)],
      decoys: [
        ['a URL', 'http://spam.example'],
        ['one letter', 'x'],
        ['padded words', '  best seo  '],
      ],
    },
    {
      key: 'startedAt',
      bad: notTimes,
      decoys: [
        // Sent "faster than a person types": any start time after the request is, always.
        ['a minute ahead', now + 60_000],
        ['an hour ahead', now + 3_600_000],
      ],
    },
  ];
}
