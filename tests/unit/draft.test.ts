import { describe, expect, it } from 'vitest';
import { draftDate, parseDraft, serializeDraft } from '@/lib/draft';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const times = { savedAt: Date.UTC(2026, 10, 24, 11, 5), startedAt: Date.UTC(2026, 10, 24, 11, 0) };

describe('an unsent draft', () => {
  it('round-trips the fields, when it was saved and when its form was first shown', () => {
    const fields = { name: 'Otieno', email: 'o@example.co.ke', subject: '', message: 'Payroll' };
    expect(parseDraft(serializeDraft(fields, times), FIELDS)).toEqual({ ...times, fields });
  });

  it('is not kept when no field has text', () => {
    expect(serializeDraft({ name: ' ', message: '\n' }, times)).toBeNull();
  });

  it('ignores what is not a draft of this version, and fields the form does not have', () => {
    expect(parseDraft(null, FIELDS)).toBeNull();
    expect(parseDraft('{oops', FIELDS)).toBeNull();
    expect(
      parseDraft(JSON.stringify({ v: 2, savedAt: 1, fields: { name: 'x' } }), FIELDS),
    ).toBeNull();
    expect(
      parseDraft(JSON.stringify({ v: 1, savedAt: 'x', fields: { name: 'x' } }), FIELDS),
    ).toBeNull();
    const odd = JSON.stringify({
      v: 1,
      savedAt: 5,
      fields: { name: 7, admin: 'yes', message: 'Hi' },
    });
    // No startedAt stored: the save time stands in.
    expect(parseDraft(odd, FIELDS)).toEqual({
      savedAt: 5,
      startedAt: 5,
      fields: { message: 'Hi' },
    });
  });

  it('caps each field, so a draft never fills the browser storage', () => {
    const long = serializeDraft({ message: 'a'.repeat(50_000) }, times)!;
    expect(parseDraft(long, FIELDS)!.fields.message).toHaveLength(20_000);
  });

  it('says when it was saved, as a date and time people read', () => {
    expect(draftDate(times.savedAt)).toMatch(/24 Nov 2026/);
  });
});
