import 'server-only';

/** Storage cannot be reached or written right now; the caller answers 503 with Retry-After. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
  'ENOSPC',
  'EACCES',
  'EROFS',
]);
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY|NOTADB|CORRUPT)/;
// PostgreSQL SQLSTATE classes: 08 connection, 53 resources, 57 operator intervention, 58 system.
const UNAVAILABLE_PG = /^(08|53|57|58)/;

/** True when an error means "the database is not there right now" rather than a bug. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof StorageUnavailableError) return true;
  const code = String((error as { code?: unknown }).code ?? '');
  if (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLITE.test(code)) return true;
  if (/^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_PG.test(code);
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

/** Rethrows driver errors that mean "down" as StorageUnavailableError; others unchanged. */
export function asStorageError(error: unknown): unknown {
  if (error instanceof StorageUnavailableError || !isUnavailable(error)) return error;
  return new StorageUnavailableError((error as Error).message, { cause: error });
}

/** Runs a driver call so that any error meaning "down" comes out as StorageUnavailableError. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asStorageError(error);
  }
}
