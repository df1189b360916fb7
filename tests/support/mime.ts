/** Reading a mail as it was received (SMTP) or written (.eml), for plain checks in tests. */

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
