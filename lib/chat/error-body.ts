import 'server-only';
import { jsonError } from '@/lib/http';

/** The one message the widget shows when nothing better is known (spec 8). */
const FALLBACK = 'Something went wrong. Please try again later.';

/**
 * The chat widget shows `reply`, else `error` (spec 7), so every chat error carries `error`
 * next to the shared `{message, errors?}` body; the status and headers stay as they were.
 */
export async function withErrorField(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const message = typeof body.message === 'string' ? body.message : FALLBACK;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json({ ...body, error: message, message }, { status: response.status, headers });
}

export function chatError(status: number, message: string, errors?: Record<string, string[]>) {
  return withErrorField(jsonError(status, message, { errors }));
}

export const unexpectedChatError = () => chatError(500, FALLBACK);
