import { describe, expect, it } from 'vitest';
import { parseJsonBody } from '@/lib/server/json-body';

const bytes = (text: string) => new TextEncoder().encode(text);
const parse = (text: string) => parseJsonBody(bytes(text));

describe('a JSON request body', () => {
  it('is parsed when it is one UTF-8 document with each key once per object', () => {
    const text =
      '{"name":"Wanjiru 😀","items":[{"name":1},{"name":2}],"nested":{"name":{"name":3}}}';
    expect(parse(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('keeps tabs and line breaks in a message', () => {
    expect(parse('{"message":"Line one\\r\\nLine two\\tend"}')).toMatchObject({ ok: true });
  });

  it('keeps braces, quotes and colons inside strings out of the key check', () => {
    expect(parse('{"a":"{\\"a\\":1}","b":"a:","c":["a","a"]}')).toMatchObject({ ok: true });
  });

  it.each([
    ['a repeated key', '{"email":"a@b.co","email":"c@d.co"}'],
    ['a repeated key spelled with an escape', '{"email":"a@b.co","\\u0065mail":"c@d.co"}'],
    ['a repeated key in a nested object', '{"a":{"x":1,"x":2}}'],
  ])('is refused for %s', (_, text) => {
    expect(parse(text)).toEqual({
      ok: false,
      message: 'The request body has the same field twice.',
    });
  });

  it.each([
    ['an escaped NUL', '{"name":"a\\u0000b"}'],
    ['an escaped escape character', '{"name":"\\u001b[31m"}'],
    ['a lone surrogate', '{"name":"\\ud800"}'],
    ['a control character in a key', '{"na\\u0007me":"x"}'],
  ])('is refused for %s in a string', (_, text) => {
    expect(parse(text)).toEqual({
      ok: false,
      message: 'The request contains characters that are not allowed.',
    });
  });

  it('is refused when it is not UTF-8, instead of turning the bytes into replacement characters', () => {
    const body = Uint8Array.from([...bytes('{"name":"a'), 0xff, ...bytes('"}')]);
    expect(parseJsonBody(body)).toEqual({
      ok: false,
      message: 'The request body is not valid JSON.',
    });
  });

  it('survives nesting far deeper than any payload without overflowing the stack', () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(parse(deep)).toMatchObject({ ok: true });
  });
});
