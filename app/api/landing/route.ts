import { apiHandler } from '@/lib/server/api-handler';
import { preflight } from '@/lib/server/cors';
import { getStore } from '@/lib/server/store/default';
import { landingSchema } from '@/lib/schemas';
import { refuseOtherMethods } from '@/lib/server/methods';

/**
 * POST {landingPath, ref?, utmSource?, utmMedium?, utmCampaign?} -> 204: one more visit today
 * from a link with these tags. The count is all that is kept: no cookie, address, browser or
 * visitor id (the rate limit's key is a salted hash that expires, as on every endpoint).
 */
export const POST = apiHandler({ endpoint: 'landing', schema: landingSchema }, async (landing) => {
  await getStore().countLanding(
    {
      ref: landing.ref ?? '',
      utmSource: landing.utmSource ?? '',
      utmMedium: landing.utmMedium ?? '',
      utmCampaign: landing.utmCampaign ?? '',
      landingPath: landing.landingPath ?? '/',
    },
    new Date().toISOString().slice(0, 10),
  );
  return new Response(null, { status: 204 });
});

export const OPTIONS = preflight;

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
