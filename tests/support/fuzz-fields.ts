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
  contact: 16_384,
  subscribe: 2048,
  clicks: 2048,
  chat: 2048,
};
const text = [...notStrings, ...badCharacters];
const optionalText = (max: number) => [['missing', MISSING] as const, ...text, ...tooLong(max)];

export function validPayload(endpoint: FuzzEndpoint, marker: string, now: number) {
  const person = { name: `Fuzz ${marker}`, email: `fuzz-${marker}@example.co.ke` };
  if (endpoint === 'subscribe') return person;
  if (endpoint === 'chat') return { message: `Fuzz ${marker}: do you build M-Pesa integrations?` };
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
    website: '',
    startedAt: now - 60_000,
  };
}

export function fields(endpoint: FuzzEndpoint, now: number): Field[] {
  const name = { key: 'name', bad: [...blanks, ...text, ...lineBreaks, ...tooLong(100)] };
  const email = { key: 'email', bad: [...blanks, ...text, ...badEmails] };
  if (endpoint === 'subscribe') return [name, email];
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
    { key: 'message', bad: [...blanks, ...text, ...tooLong(5000)] },
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
