import { apiHandler } from '@/lib/server/api-handler';
import { preflight } from '@/lib/server/cors';
import { vitalsSchema } from '@/lib/schemas';
import { getStore } from '@/lib/server/store/default';
import { toPageVitals } from '@/lib/server/vitals/page-view';
import { refuseOtherMethods } from '@/lib/server/methods';

/** POST one page view's Web Vitals -> 204: stored with its route, device and day, nothing else. */
export const POST = apiHandler({ endpoint: 'vitals', schema: vitalsSchema }, async (data) => {
  await getStore().insertPageVitals(toPageVitals(data, Date.now()));
  return new Response(null, { status: 204 });
});

export const OPTIONS = preflight;

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
