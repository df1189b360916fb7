import { StorageUnavailableError } from './store/errors';

/** Seconds a client should wait before trying again while storage is down. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/** The one error body of every handler: `{message, errors?}`, `errors` mapping field -> messages. */
export function jsonError(
  status: number,
  message: string,
  init?: { errors?: Record<string, string[]>; headers?: HeadersInit },
): Response {
  const body = init?.errors ? { message, errors: init.errors } : { message };
  return Response.json(body, { status, headers: init?.headers });
}

export function storageUnavailable(): Response {
  return jsonError(503, 'The service is temporarily unavailable. Please try again shortly.', {
    headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
  });
}

/** Keeps whatever a client or a driver put into an error message from flooding the logs. */
export function bounded(text: string, max = 300): string {
  const oneLine = text.replace(/[\r\n]+/g, ' ');
  return oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine;
}

/**
 * The one place unexpected errors become statuses: storage down is a 503 the client may retry,
 * anything else is a genuine server fault, logged briefly and answered without details.
 */
export function withErrors<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      if (error instanceof StorageUnavailableError) {
        console.error(`[api] storage unavailable: ${bounded(error.message)}`);
        return storageUnavailable();
      }
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(
        `[api] ${request.method} ${new URL(request.url).pathname}: ${bounded(detail, 1000)}`,
      );
      return jsonError(500, 'Something went wrong on our side. Please try again later.');
    }
  };
}
