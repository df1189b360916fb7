import { storageUnavailable, withErrors } from '@/lib/server/http';
import { StorageUnavailableError } from '@/lib/server/store/errors';
import { getStore } from '@/lib/server/store/default';

/**
 * Liveness without touching storage (also the benchmark's no-op baseline); `?deep=1` also checks
 * that storage answers.
 */
const health = withErrors(async (request: Request) => {
  if (new URL(request.url).searchParams.get('deep') === '1') {
    try {
      await getStore().ping();
    } catch (error) {
      if (error instanceof StorageUnavailableError) return storageUnavailable();
      throw error;
    }
  }
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
});

export const GET = health;
export const POST = health;
