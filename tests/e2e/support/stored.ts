import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type Row } from '@libsql/client';
import { expect } from './test';

/** The folder of the server under test: its SQLite file and, with no SMTP server, its mail. */
export const dataDir = resolve(process.env.E2E_DATA_DIR ?? 'tests/.tmp/e2e-data');

const TEXT_COLUMNS = {
  messages: ['name', 'email', 'subject', 'message'],
  subscribers: ['name', 'email'],
  clicks: ['class_name', 'element_id'],
} as const;

/** The rows of a table with the marker in any of its text columns. */
export async function rowsWith(table: keyof typeof TEXT_COLUMNS, marker: string): Promise<Row[]> {
  const db = createClient({ url: pathToFileURL(join(dataDir, 'site.db')).href });
  const columns = TEXT_COLUMNS[table];
  try {
    const where = columns.map((column) => `${column} LIKE ?`).join(' OR ');
    const args = columns.map(() => `%${marker}%`);
    return (await db.execute({ sql: `SELECT * FROM ${table} WHERE ${where}`, args })).rows;
  } finally {
    db.close();
  }
}

/** The state of the team's mail about a stored lead: pending until the outbox has sent it. */
export async function teamMailStatus(messageId: string): Promise<string | undefined> {
  const db = createClient({ url: pathToFileURL(join(dataDir, 'site.db')).href });
  try {
    const { rows } = await db.execute({
      sql: `SELECT status FROM deliveries WHERE about_id = ? AND kind = 'team-mail'`,
      args: [messageId],
    });
    return rows[0]?.status === undefined ? undefined : String(rows[0].status);
  } finally {
    db.close();
  }
}

/** The .eml files the server wrote that mention the marker, as text. */
export function mailsWith(marker: string): string[] {
  const folder = join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .filter((text) => text.includes(marker));
}

/**
 * The one stored message with the marker and its one mail to the team, once the outbox has sent
 * that mail (it goes out after the visitor's answer).
 */
export async function deliveredMessage(marker: string): Promise<{ row: Row; mail: string }> {
  await expect
    .poll(async () => {
      const [row] = await rowsWith('messages', marker);
      return row && teamMailStatus(String(row.id));
    })
    .toBe('sent');
  const rows = await rowsWith('messages', marker);
  expect(rows).toHaveLength(1);
  const mails = mailsWith(marker);
  expect(mails).toHaveLength(1);
  return { row: rows[0]!, mail: mails[0]! };
}

/** How many rows and mails carry the marker. */
export async function traces(marker: string) {
  return {
    messages: (await rowsWith('messages', marker)).length,
    subscribers: (await rowsWith('subscribers', marker)).length,
    clicks: (await rowsWith('clicks', marker)).length,
    mails: mailsWith(marker).length,
  };
}
