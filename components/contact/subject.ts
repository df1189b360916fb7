import { FIELD_MAX } from '@/lib/limits';

/**
 * The contact subject from a `?subject=` value that URLSearchParams has already decoded.
 * It is not decoded again: a literal "%20" a person typed stays as it is. Line breaks and other
 * control characters become spaces (the server wants one line), then it is trimmed and capped.
 */
export function subjectFromQuery(raw: string | null | undefined): string {
  if (!raw) return '';
  return raw
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, FIELD_MAX.subject)
    .trimEnd();
}
