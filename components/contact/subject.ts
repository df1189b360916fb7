import { FIELD_MAX } from '@/lib/limits';
import { withoutInvisible } from '@/lib/text';

/** A `%XX` escape: what is left in a value a link's hops encoded twice. */
const ESCAPE = /%[0-9A-Fa-f]{2}/;

/** Decodes once more when the value still reads as percent-encoded UTF-8; else leaves it. */
function decodedOnceMore(value: string): string {
  if (!ESCAPE.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a "%" that is not an escape of UTF-8 is the person's own text
  }
}

/**
 * The contact subject from a `?subject=` value that URLSearchParams has already decoded. Mail
 * trackers and some chat apps encode a link again as it passes through
 * (`?subject=Website%2520redesign`), so a value that still reads as percent-encoded UTF-8 is
 * decoded once more. Line breaks and other control characters become spaces (the server wants
 * one line); invisible and bidirectional control characters (U+202E would make it read
 * backwards) are dropped, so the field and the team's mail show what the link's author wrote.
 * Then it is trimmed and capped.
 */
export function subjectFromQuery(raw: string | null | undefined): string {
  if (!raw) return '';
  return withoutInvisible(
    decodedOnceMore(raw)
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s{2,}/g, ' '),
  )
    .trim()
    .slice(0, FIELD_MAX.subject)
    .trimEnd();
}
