import 'server-only';
import type { ClickInput } from '../schemas';
import type { Click } from './store/types';

const DAY_MS = 86_400_000;
const PATH_MAX = 300;
// A site path: starts with one slash, no scheme-relative `//`, no spaces or control characters.
const SITE_PATH = /^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/;

function refererPath(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}

/**
 * The stored event, or the reason it is refused. Nothing about the visitor is kept. A phone whose
 * clock is more than a day out still has its click counted, at the time the click arrived.
 */
export function toClick(
  input: ClickInput,
  referer: string | null,
  now: number,
): { ok: true; click: Click } | { ok: false; field: string; message: string } {
  const sentAt = Date.parse(input.timestamp);
  const occurredAt = Math.abs(now - sentAt) <= DAY_MS ? sentAt : now;
  if (input.path !== undefined && !SITE_PATH.test(input.path)) {
    return { ok: false, field: 'path', message: 'The path must be a path on this site.' };
  }
  const path = (input.path ?? refererPath(referer) ?? '/').slice(0, PATH_MAX);
  return {
    ok: true,
    click: {
      tag: input.tag.toLowerCase(),
      className: input.className,
      elementId: input.id,
      path,
      occurredAt,
    },
  };
}
