import 'server-only';
import type { ZodError } from 'zod';
import type { Endpoint } from './rate-limit';
import { StorageUnavailableError } from './store/errors';

/** Seconds a client should wait before trying again while storage is down. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/** How an endpoint's error bodies read. */
type ErrorStyle = {
  /** Repeats `message` as `error`, the field its client shows. */
  errorField: boolean;
  /** What a fault on our side says. */
  fault: string;
  /** Where problems with the payload as a whole (not one field) are listed in `errors`. */
  wholePayload: string;
};

const PLAIN: ErrorStyle = {
  errorField: false,
  fault: 'Something went wrong on our side. Please try again later.',
  wholePayload: '_',
};

const STYLES: Partial<Record<Endpoint, ErrorStyle>> = {
  // The chat widget shows a reply's `reply`, else its `error`; the message is its only field.
  chat: {
    errorField: true,
    fault: 'Something went wrong. Please try again later.',
    wholePayload: 'message',
  },
};

const styleOf = (endpoint: Endpoint | undefined) => (endpoint && STYLES[endpoint]) ?? PLAIN;

export type ErrorInit = {
  errors?: Record<string, string[]>;
  headers?: HeadersInit;
  /** The endpoint answering, for its error style; none for the plain `{message, errors?}`. */
  endpoint?: Endpoint;
};

/**
 * The one place error bodies are built: `{message, errors?}`, `errors` mapping field -> messages,
 * plus `error` for an endpoint whose client reads that.
 */
export function jsonError(status: number, message: string, init?: ErrorInit): Response {
  const body: { message: string; errors?: Record<string, string[]>; error?: string } = { message };
  if (init?.errors) body.errors = init.errors;
  if (styleOf(init?.endpoint).errorField) body.error = message;
  return Response.json(body, { status, headers: init?.headers });
}

export function storageUnavailable(endpoint?: Endpoint): Response {
  return jsonError(503, 'The service is temporarily unavailable. Please try again shortly.', {
    headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
    endpoint,
  });
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/**
 * An issue in words for the person reading the answer. Our schemas word their own rules; a value
 * of the wrong type (or none) gets zod's generic text, said here instead: which field, and what it
 * should be. `input` is on the issue only when the schema was run with `reportInput`, so a missing
 * field is told apart from a wrong one only then; the value itself is never repeated.
 */
function readable(issue: ZodError['issues'][number]): string {
  if (issue.code !== 'invalid_type') return issue.message;
  const kind = KINDS[issue.expected] ?? issue.expected;
  const field = issue.path.map(String).join('.');
  if (!field) return 'The request body must be a JSON object.';
  if ('input' in issue && issue.input === undefined) return `The field "${field}" is missing.`;
  return `The field "${field}" must be ${kind}.`;
}

/** The 400 for a payload that fails its schema: the first problem as the message people see. */
export function invalidPayload(error: ZodError, endpoint?: Endpoint): Response {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || styleOf(endpoint).wholePayload;
    (errors[field] ??= []).push(readable(issue));
  }
  const first = error.issues[0];
  const message = first ? readable(first) : 'Please check the form and try again.';
  return jsonError(400, message, { errors, endpoint });
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
export function withErrors(
  handler: (request: Request) => Promise<Response>,
  endpoint?: Endpoint,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      if (error instanceof StorageUnavailableError) {
        console.error(`[api] storage unavailable: ${bounded(error.message)}`);
        return storageUnavailable(endpoint);
      }
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(
        `[api] ${request.method} ${new URL(request.url).pathname}: ${bounded(detail, 1000)}`,
      );
      return jsonError(500, styleOf(endpoint).fault, { endpoint });
    }
  };
}
