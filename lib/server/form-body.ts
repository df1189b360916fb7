import 'server-only';
import { BAD_CHARACTERS, clean, REPEATED, type ParsedBody } from './json-body';

/**
 * A browser's form post (`application/x-www-form-urlencoded`), held to the same rules as a JSON
 * body: every field once, valid UTF-8 after percent-decoding (`URLSearchParams` would quietly turn
 * bad bytes into U+FFFD and leave a stray `%` as it is), and no control characters. The value is
 * an object of strings, which the payload's schema then checks like any other.
 */
const NOT_FORM = 'The form data is not valid.';

const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));

export function parseFormBody(bytes: Uint8Array): ParsedBody {
  // Browsers percent-encode everything but ASCII letters, digits and `*-._`, so the body is ASCII.
  if (bytes.some((byte) => byte > 0x7e || byte < 0x20)) return { ok: false, message: NOT_FORM };
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of Buffer.from(bytes).toString('latin1').split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    let name: string;
    let value: string;
    try {
      name = decode(equals === -1 ? pair : pair.slice(0, equals));
      value = decode(equals === -1 ? '' : pair.slice(equals + 1));
    } catch {
      return { ok: false, message: NOT_FORM };
    }
    if (Object.hasOwn(fields, name)) return { ok: false, message: REPEATED };
    // A textarea's line breaks arrive as CRLF (the HTML form encoding); JSON clients send LF.
    value = value.replaceAll('\r\n', '\n');
    if (!clean(name) || !clean(value)) return { ok: false, message: BAD_CHARACTERS };
    fields[name] = value;
  }
  return { ok: true, value: { ...fields } };
}
