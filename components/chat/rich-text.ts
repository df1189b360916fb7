export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// [text](target) or a bare http(s) URL; the bot's answers use nothing else.
const TOKEN = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

/** Only same-site paths and web URLs become links; anything else stays plain text. */
export function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits a bot message into text and links, for rendering as React nodes (never as HTML). */
export function parseRichText(source: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const [whole, label, target, bare] = match;
    const href = safeHref(target ?? bare ?? '');
    if (match.index > last) segments.push({ kind: 'text', text: source.slice(last, match.index) });
    segments.push(
      href ? { kind: 'link', text: label ?? bare ?? href, href } : { kind: 'text', text: whole },
    );
    last = match.index + whole.length;
  }
  if (last < source.length) segments.push({ kind: 'text', text: source.slice(last) });
  return segments;
}

export const isInternal = (href: string) => href.startsWith('/');
