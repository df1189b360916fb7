/**
 * An unsent message kept in the visitor's own browser (localStorage) until it is sent or
 * discarded: the text of its fields and when it was last saved. Nothing here sends anything.
 */
export type Draft = {
  savedAt: number;
  /** When the form was first shown to the visitor who wrote it (the spam trap's measure). */
  startedAt: number;
  fields: Record<string, string>;
};

const VERSION = 1;
/** Far more than any field the forms accept: a draft is never what makes storage full. */
const MAX_FIELD_LENGTH = 20_000;

const hasText = (fields: Record<string, string>) => Object.values(fields).some((v) => v.trim());

/** The draft as stored, or null when no field has any text (nothing worth keeping). */
export function serializeDraft(
  fields: Record<string, string>,
  { savedAt, startedAt }: Pick<Draft, 'savedAt' | 'startedAt'>,
): string | null {
  const kept = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.slice(0, MAX_FIELD_LENGTH)]),
  );
  return hasText(kept) ? JSON.stringify({ v: VERSION, savedAt, startedAt, fields: kept }) : null;
}

/**
 * The stored draft, with only the `allowed` fields that hold text; null for anything else (no
 * draft, another version, a shape that is not ours, or no text at all).
 */
export function parseDraft(stored: string | null, allowed: readonly string[]): Draft | null {
  if (!stored) return null;
  try {
    const data = JSON.parse(stored) as Partial<Record<keyof Draft | 'v', unknown>>;
    const { savedAt, startedAt } = data ?? {};
    if (data?.v !== VERSION || typeof savedAt !== 'number' || !data.fields) return null;
    const fields: Record<string, string> = {};
    for (const name of allowed) {
      const value = (data.fields as Record<string, unknown>)[name];
      if (typeof value === 'string') fields[name] = value.slice(0, MAX_FIELD_LENGTH);
    }
    if (!hasText(fields)) return null;
    return { savedAt, startedAt: typeof startedAt === 'number' ? startedAt : savedAt, fields };
  } catch {
    return null;
  }
}

/** "24 Nov 2026, 14:05": when the draft was last saved, in the visitor's own time zone. */
export function draftDate(savedAt: number): string {
  return new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' }).format(
    savedAt,
  );
}
