/** The error body every handler answers with. */
export type ApiErrorBody = {
  message?: string;
  errors?: Partial<Record<string, string[]>>;
};

export type ApiAnswer = { ok: boolean; status: number; body: ApiErrorBody };

function readErrorBody(value: unknown): ApiErrorBody {
  if (typeof value !== 'object' || value === null) return {};
  const { message, errors } = value as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() ? message : undefined,
    errors:
      typeof errors === 'object' && errors !== null
        ? (errors as ApiErrorBody['errors'])
        : undefined,
  };
}

/**
 * POSTs a JSON payload and reads the answer's body when there is one. Rejects only when the
 * server could not be reached, so callers can tell a network failure from a refusal.
 */
export async function postJson(url: string, payload: unknown): Promise<ApiAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await response.json().then(readErrorBody, () => ({}));
  return { ok: response.ok, status: response.status, body };
}
