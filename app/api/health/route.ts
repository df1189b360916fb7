import { deepHealth } from '@/lib/server/health';
import { withErrors } from '@/lib/server/http';
import { refuseOtherMethods } from '@/lib/server/methods';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Plain: liveness without touching anything (the Docker HEALTHCHECK, and the benchmark's no-op
 * baseline). `?deep=1`: the store, the mail server, the outbox; 200 when all is well, else 503
 * with the same body, naming what is wrong.
 */
const health = withErrors(async (request: Request) => {
  if (new URL(request.url).searchParams.get('deep') !== '1') {
    return Response.json({ ok: true }, { headers: NO_STORE });
  }
  const report = await deepHealth();
  return Response.json(report, { status: report.ok ? 200 : 503, headers: NO_STORE });
});

export const GET = health;
export const POST = health;

export const { PUT, DELETE, PATCH } = refuseOtherMethods(['GET', 'POST']);
