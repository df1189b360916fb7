import 'server-only';

/**
 * A request body is JSON in UTF-8 (RFC 8259), stricter than `JSON.parse` on a decoded string:
 * invalid UTF-8 is refused rather than silently turned into U+FFFD, a repeated key is refused
 * rather than resolved "last one wins" (a check and the code after it could read different
 * values), and no string may hold a control character or a lone surrogate: PostgreSQL cannot
 * store NUL, and neither belongs in a name, an address or a message.
 */
export type ParsedBody = { ok: true; value: unknown } | { ok: false; message: string };

const NOT_JSON = 'The request body is not valid JSON.';
export const REPEATED = 'The request body has the same field twice.';
export const BAD_CHARACTERS = 'The request contains characters that are not allowed.';

// C0 controls and DEL, except tab, line feed and carriage return (a message has lines).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function parseJsonBody(bytes: Uint8Array): ParsedBody {
  let text: string;
  let value: unknown;
  try {
    text = utf8.decode(bytes);
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_JSON };
  }
  if (hasRepeatedKey(text)) return { ok: false, message: REPEATED };
  if (!stringsAreClean(value)) return { ok: false, message: BAD_CHARACTERS };
  return { ok: true, value };
}

export const clean = (s: string) => s.isWellFormed() && !CONTROL.test(s);

/** Every string in the value, keys included; iterative, so deep nesting cannot overflow. */
function stringsAreClean(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!clean(value)) return false;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (!clean(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

/** Scans text that `JSON.parse` already accepted, so only strings and brackets need care. */
function hasRepeatedKey(text: string): boolean {
  // One entry per open bracket: the keys seen in an object, null for an array.
  const open: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') open.push(new Set());
    else if (c === '[') open.push(null);
    else if (c === '}' || c === ']') open.pop();
    else if (c === '"') {
      const end = closingQuote(text, i);
      const keys = open.at(-1);
      if (keys && nextToken(text, end + 1) === ':') {
        const raw = text.slice(i, end + 1);
        // Escapes are decoded, so "n\u0061me" and "name" count as the same key.
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (keys.has(key)) return true;
        keys.add(key);
      }
      i = end;
    }
  }
  return false;
}

function closingQuote(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return text.length;
}

function nextToken(text: string, from: number): string | undefined {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') return c;
  }
  return undefined;
}
