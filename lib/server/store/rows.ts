import 'server-only';
import { VISIT_SOURCE_FIELDS } from '@/lib/visit-source';
import type { Driver, QueryResult, Row, SqlValue, Statement } from './driver';
import type { LeadSource } from './types';

export const num = (v: unknown): number => Number(v);
export const numOrNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v);
export const str = (v: unknown): string => String(v);
export const strOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : String(v);

/** What every part of the store is built on: a migrated database, queried durably or fast. */
export interface Sql {
  q(sql: string, args?: SqlValue[]): Promise<QueryResult>;
  /** Clicks and rate-limit counters: hot, and losing the last second of them on power loss is fine. */
  fast(sql: string, args?: SqlValue[]): Promise<QueryResult>;
  batch(statements: Statement[]): Promise<QueryResult[]>;
  driver: Driver;
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The source fields and their columns, in one order for inserts and reads. */
const SOURCE = [...VISIT_SOURCE_FIELDS, 'formPage' as const].map((field) => ({
  field,
  column: snake(field),
}));

export const SOURCE_COLUMN_LIST = SOURCE.map((s) => s.column).join(', ');
export const SOURCE_PLACEHOLDERS = SOURCE.map(() => '?').join(', ');

export const sourceArgs = (source: LeadSource): SqlValue[] =>
  SOURCE.map(({ field }) => source[field] ?? null);

export function sourceOf(row: Row): LeadSource {
  const source: LeadSource = {};
  for (const { field, column } of SOURCE) {
    const value = row[column];
    if (value !== null && value !== undefined) source[field] = String(value);
  }
  return source;
}
