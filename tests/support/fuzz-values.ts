/** Catalogues of values that no field of ours may accept, each with a label for failure reports. */
export const MISSING = Symbol('missing');
export type Bad = readonly [label: string, value: unknown];

const nestArrays = (depth: number): unknown => (depth === 0 ? 'x' : [nestArrays(depth - 1)]);
const nestObjects = (depth: number): unknown => (depth === 0 ? 'x' : { a: nestObjects(depth - 1) });

/** Not a string at all. */
export const notStrings: Bad[] = [
  ['null', null],
  ['zero', 0],
  ['a negative number', -1],
  ['a float', 1.5],
  ['a huge number', 1e308],
  ['true', true],
  ['false', false],
  ['an empty array', []],
  ['an array of strings', ['x', 'y']],
  ['arrays nested 64 deep', nestArrays(64)],
  ['an empty object', {}],
  ['an object', { first: 'x' }],
  ['a query operator object', { $ne: '' }],
  ['objects nested 64 deep', nestObjects(64)],
];

/** Not a non-negative safe integer (the form's start time). */
export const notTimes: Bad[] = [
  ['null', null],
  ['a string', 'now'],
  ['a numeric string', '1700000000000'],
  ['a negative number', -1],
  ['a float', 1.5],
  ['true', true],
  ['an array', [1]],
  ['an object', { t: 1 }],
];

/** Characters that have no place in a form field: controls (not tab/newline) and lone surrogates. */
export const badCharacters: Bad[] = [
  ['a NUL byte', 'a\u0000b'],
  ['only a NUL byte', '\u0000'],
  ['a start-of-heading control', 'a\u0001b'],
  ['an ANSI escape sequence', '\u001b[31mred\u001b[0m'],
  ['a backspace', 'ab\bc'],
  ['a vertical tab', 'a\u000bb'],
  ['a DEL character', 'a\u007fb'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udc00x'],
];

export const blanks: Bad[] = [
  ['missing', MISSING],
  ['an empty string', ''],
  ['only spaces', '   '],
  ['only whitespace and newlines', '\t\n \r\n'],
];

export const lineBreaks: Bad[] = [
  ['CRLF and a Bcc header', 'Hello\r\nBcc: victim@example.com'],
  ['a line feed', 'Hello\nthere'],
  ['a carriage return', 'Hello\rthere'],
  ['only CRLF', '\r\n'],
];

export function tooLong(max: number): Bad[] {
  return [
    [`${max + 1} characters`, 'x'.repeat(max + 1)],
    [`${max + 1} characters of Swahili text`, `${'Habari '.repeat(max).slice(0, max)}x`],
    ['emoji past the limit', '😀'.repeat(max + 1)],
    ['combining marks past the limit', `e${'\u0301'.repeat(max)}`],
  ];
}

export const badEmails: Bad[] = [
  ['a word', 'not-an-email'],
  ['no domain', 'wanjiru@'],
  ['no local part', '@example.co.ke'],
  ['no top-level domain', 'wanjiru@example'],
  ['a space', 'wan jiru@example.co.ke'],
  ['two at signs', 'wanjiru@@example.co.ke'],
  ['CRLF and a Bcc header', 'wanjiru@example.co.ke\r\nBcc: victim@example.com'],
  ['a comma-separated list', 'wanjiru@example.co.ke, victim@example.com'],
  ['a semicolon-separated list', 'wanjiru@example.co.ke;victim@example.com'],
  ['angle brackets', '<wanjiru@example.co.ke>'],
  ['a display name', 'W. N. <wanjiru@example.co.ke>'],
  ['a full-width at sign', 'wanjiru＠example.co.ke'],
  ['a leading dot', '.wanjiru@example.co.ke'],
  ['two dots in a row', 'wan..jiru@example.co.ke'],
  ['a trailing dot', 'wanjiru@example.co.ke.'],
  ['an IP literal', 'wanjiru@[127.0.0.1]'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['percent-encoded CRLF', 'wanjiru@example.co.ke%0d%0abcc:victim@example.com'],
  ['255 characters', `${'a'.repeat(243)}@example.com`],
];

/** Not a time at all. A well-formed time from a clock days out is not bad: the click still counts. */
export function badTimestamps(now: number): Bad[] {
  return [
    ['a word', 'yesterday'],
    ['a date without a time', '2025-06-01'],
    ['a time without a zone', '2025-06-01T10:00:00'],
    ['impossible fields', '2025-13-45T99:99:99Z'],
    ['epoch milliseconds as a string', String(now)],
    ['epoch milliseconds as a number', now],
    ['NaN', 'NaN'],
  ];
}

export const badPaths: Bad[] = [
  ['a scheme-relative URL', '//evil.example/x'],
  ['an absolute URL', 'https://evil.example/'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a relative path', 'services'],
  ['an empty string', ''],
  ['a space', '/our skills'],
  ['a tab', '/a\tb'],
  ['a newline', '/a\nb'],
  ['301 characters', `/${'a'.repeat(300)}`],
];

/** Bodies that are not JSON, or not the JSON object every endpoint expects. */
export const badDocuments: Bad[] = [
  ['an empty body', ''],
  ['only whitespace', '  \n'],
  ['an opening brace', '{'],
  ['a closing brace', '}'],
  ['a key without a value', '{"name":}'],
  ['single quotes', "{'name':'x'}"],
  ['a trailing comma', '{"name":"x",}'],
  ['a missing comma', '{"name":"x" "email":"y"}'],
  ['a comment', '/* hi */ {}'],
  ['two documents', '{"a":1}{"b":2}'],
  ['undefined', 'undefined'],
  ['NaN', 'NaN'],
  ['a hex number', '{"n":0x10}'],
  ['an unterminated string', '{"name":"x'],
  ['a raw control character in a string', '{"name":"a\u0001b"}'],
  ['a raw newline in a string', '{"name":"a\nb"}'],
  ['a bad escape', '{"name":"\\x41"}'],
  ['a form encoding', 'name=A&email=a%40example.com'],
  ['XML', '<contact><name>A</name></contact>'],
  ['null', 'null'],
  ['true', 'true'],
  ['a number', '42'],
  ['a string', '"hello"'],
  ['an empty array', '[]'],
  ['an empty object', '{}'],
];

/** Raw bytes that are not UTF-8, spliced into an otherwise valid field. */
export const badUtf8: Bad[] = [
  ['a 0xFF byte', [0xff]],
  ['a truncated two-byte sequence', [0xc3, 0x28]],
  ['an overlong slash', [0xc0, 0xaf]],
  ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ['a stray continuation byte', [0x80]],
];

export const wrongContentTypes: Bad[] = [
  ['no content type', ''],
  ['text/plain', 'text/plain'],
  ['text/plain with a charset', 'text/plain;charset=UTF-8'],
  ['a form', 'application/x-www-form-urlencoded'],
  ['multipart', 'multipart/form-data; boundary=x'],
  ['XML', 'application/xml'],
  ['text/json', 'text/json'],
  ['JSON with a suffix', 'application/jsonp'],
  ['a JSON patch', 'application/json-patch+json'],
  ['a wildcard', '*/*'],
  ['a bare word', 'json'],
];

/** Origin and Sec-Fetch-Site headers of pages on other sites. */
export const crossSite: Bad[] = [
  ['another site', { origin: 'https://evil.example' }],
  ['the opaque null origin', { origin: 'null' }],
  ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
  ['credentials in the origin', { origin: 'http://localhost:3000@evil.example' }],
  ['a subdomain of another site', { origin: 'https://localhost.evil.example' }],
  ['another port', { origin: 'http://localhost:3001' }],
  ['a file: page', { origin: 'file://' }],
  ['a browser extension', { origin: 'chrome-extension://abcdefghijklmnop' }],
  ['upper-case another site', { origin: 'HTTPS://EVIL.EXAMPLE' }],
  ['a cross-site fetch without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ['a same-site fetch without Origin', { origin: '', 'sec-fetch-site': 'same-site' }],
  ['an unparseable origin', { origin: 'not a url' }],
];
