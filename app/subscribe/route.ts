import { apiHandler } from '@/lib/server/api-handler';
import { preflight } from '@/lib/server/cors';
import { leadSource } from '@/lib/server/lead-source';
import { requestSubscription } from '@/lib/server/newsletter/subscribe';
import { subscribeSchema } from '@/lib/schemas';
import { refuseOtherMethods } from '@/lib/server/methods';

/** POST {name, email, source?} -> 200 {message}: the address is pending until its owner confirms. */
export const POST = apiHandler(
  { endpoint: 'subscribe', schema: subscribeSchema },
  async ({ email, name, source }, request) => {
    await requestSubscription({ email, name }, leadSource(source, request));
    // The same answer for a new, pending or confirmed address: nobody can probe who is subscribed.
    return Response.json({ message: 'Thank you for subscribing!' }, { status: 200 });
  },
);

export const OPTIONS = preflight;

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
