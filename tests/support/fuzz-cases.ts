import { BYTE_CAPS, fields, validPayload } from './fuzz-fields';
import {
  badDocuments,
  badUtf8,
  crossSite,
  MISSING,
  notStrings,
  wrongContentTypes,
} from './fuzz-values';

export { validPayload };

/**
 * Malformed requests for each write endpoint, built from one valid payload by breaking one thing
 * at a time (then two), deterministically. Every free-text field of the valid payload carries a
 * marker, so a row or a mail that one of these requests created can be found by it.
 */
export type FuzzEndpoint = 'contact' | 'handoff' | 'subscribe' | 'clicks' | 'chat';

export const FUZZ_PATHS: Record<FuzzEndpoint, string> = {
  contact: '/api/contact',
  handoff: '/api/chat/handoff',
  subscribe: '/subscribe',
  clicks: '/api/log-click',
  chat: '/api/chat',
};

// The endpoints a page's form posts to without scripts: a form body is theirs to take.
const FORM_ENDPOINTS: readonly FuzzEndpoint[] = ['contact', 'subscribe', 'handoff'];

export interface FuzzCase {
  label: string;
  /** Added to a browser's usual headers; an empty value removes that header. */
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
  /** `reject`: a 4xx with the error body. `decoy`: the honeypot's 202, storing and mailing nothing. */
  expect: 'reject' | 'decoy';
  /** False for a Content-Length that lies about the body: no real HTTP client can send it. */
  throughServer: boolean;
}

const withField = (payload: object, key: string, value: unknown) => {
  const copy: Record<string, unknown> = { ...payload };
  if (value === MISSING) delete copy[key];
  else copy[key] = value;
  return copy;
};

/** A small deterministic generator (mulberry32), so every run sends the same requests. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function fuzzCases(
  endpoint: FuzzEndpoint,
  { marker, now, minimum = 300 }: { marker: string; now: number; minimum?: number },
): FuzzCase[] {
  const valid = validPayload(endpoint, marker, now);
  const validText = JSON.stringify(valid);
  const list = fields(endpoint, now);
  const cases: FuzzCase[] = [];
  const add = (
    label: string,
    body: string | Uint8Array<ArrayBuffer>,
    more: Partial<FuzzCase> = {},
  ) => cases.push({ label, body, headers: {}, expect: 'reject', throughServer: true, ...more });

  for (const { key, bad, decoys = [] } of list) {
    for (const [label, value] of bad)
      add(`${key}: ${label}`, JSON.stringify(withField(valid, key, value)));
    for (const [label, value] of decoys)
      add(`honeypot ${key}: ${label}`, JSON.stringify(withField(valid, key, value)), {
        expect: 'decoy',
      });
  }
  for (const key of Object.keys(valid)) {
    const rest = validText.slice(1, -1);
    const value = JSON.stringify((valid as Record<string, unknown>)[key]);
    add(`duplicate ${key}: the same value twice`, `{${rest},"${key}":${value}}`);
    add(`duplicate ${key}: a bad value last`, `{${rest},"${key}":{"x":1}}`);
    add(`duplicate ${key}: a bad value first`, `{"${key}":[],${rest}}`);
    add(
      `duplicate ${key}: spelled with an escape`,
      `{${rest},"\\u${key.charCodeAt(0).toString(16).padStart(4, '0')}${key.slice(1)}":${value}}`,
    );
  }
  const step = Math.max(1, Math.ceil(validText.length / 40));
  for (let end = 0; end < validText.length; end += step)
    add(`JSON cut after ${end} characters`, validText.slice(0, end));
  for (const [label, value] of badDocuments) add(`not an object: ${label}`, String(value));
  add('not an object: the payload in an array', `[${validText}]`);
  add('not an object: the payload twice in an array', `[${validText},${validText}]`);
  add('not an object: the payload as a JSON string', JSON.stringify(validText));
  add('prototype: the payload under __proto__', `{"__proto__":${validText}}`);
  add('prototype: constructor.prototype', `{"constructor":{"prototype":{"polluted":"yes"}}}`);
  const holed = new TextEncoder().encode(
    JSON.stringify(withField(valid, list[0]?.key ?? 'name', `Fuzz ${marker} \uE000`)),
  );
  const hole = [0xee, 0x80, 0x80];
  const at = holed.findIndex((_, i) => hole.every((b, j) => holed[i + j] === b));
  for (const [label, bytes] of badUtf8) {
    add(
      `invalid UTF-8: ${label}`,
      Uint8Array.from([...holed.slice(0, at), ...(bytes as number[]), ...holed.slice(at + 3)]),
    );
  }
  for (const [label, type] of wrongContentTypes) {
    // The contact and newsletter forms post for real: their endpoints take a form
    // (form-posts.test.ts).
    if (type === 'application/x-www-form-urlencoded' && FORM_ENDPOINTS.includes(endpoint)) continue;
    add(`content type: ${label}`, validText, { headers: { 'content-type': String(type) } });
  }
  for (const [label, headers] of crossSite)
    add(`cross-site: ${label}`, validText, { headers: headers as Record<string, string> });

  const cap = BYTE_CAPS[endpoint];
  const padKey = list[0]?.key ?? 'name';
  const padded = (bytes: number) => {
    const base = JSON.stringify(withField(valid, padKey, '')).length;
    return JSON.stringify(withField(valid, padKey, 'x'.repeat(bytes - base)));
  };
  for (const size of [cap + 1, cap + 1000, 4 * cap, 1_048_576])
    add(`over the cap: ${size} bytes`, padded(size));
  add('over the cap: a declared length only', validText, {
    headers: { 'content-length': String(cap + 1) },
    throughServer: false,
  });

  // Two things wrong at once, until the endpoint has its minimum of cases: two fields, or (for a
  // payload of one field) a bad field next to one the schema does not know.
  const next = random(endpoint.length * 7919);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const unknown = { key: 'unexpected', bad: notStrings };
  while (cases.length < minimum) {
    const a = pick(list);
    const others = list.filter((field) => field.key !== a.key);
    const b = others.length > 0 ? pick(others) : unknown;
    const [labelA, valueA] = pick(a.bad);
    const [labelB, valueB] = pick(b.bad);
    add(
      `two fields: ${a.key} ${labelA}, ${b.key} ${labelB}`,
      JSON.stringify(withField(withField(valid, a.key, valueA), b.key, valueB)),
    );
  }
  return cases;
}

/** An even spread over the categories, for the smaller run through the real server. */
export function sampleCases(cases: FuzzCase[], count: number): FuzzCase[] {
  const usable = cases.filter((c) => c.throughServer);
  return Array.from(
    { length: count },
    (_, i) => usable[Math.floor((i * usable.length) / count)] as FuzzCase,
  );
}
