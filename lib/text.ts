/**
 * Characters that change how text reads without being seen: bidirectional overrides and isolates
 * (U+202E can make a subject read backwards), zero-width spaces and joiners, the byte-order mark,
 * soft hyphens and the other Unicode format characters, plus control characters. Prefilled fields
 * and stored source values drop them; what a visitor types themselves is kept as typed.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

export const withoutInvisible = (text: string) => text.replace(INVISIBLE, '');
