/** What a route handler answers with a JSON body, for a stubbed `fetch` to resolve with. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
