import 'server-only';

/**
 * RFC 4180 CSV. A cell starting with = + - @ (or a tab/CR) is prefixed with a quote mark so a
 * spreadsheet never runs a subscriber's "name" as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
