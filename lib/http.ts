// STAND-IN until the backend branch lands lib/http.ts on main: same signature, take theirs at merge.
export function jsonError(
  status: number,
  message: string,
  init?: { errors?: Record<string, string[]>; headers?: HeadersInit },
): Response {
  const body = init?.errors ? { message, errors: init.errors } : { message };
  return Response.json(body, { status, headers: init?.headers });
}
