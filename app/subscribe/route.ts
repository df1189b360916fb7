import { apiHandler } from '@/lib/server/api-handler';
import { preflight } from '@/lib/server/cors';
import { subscribeSchema } from '@/lib/schemas';
import { getStore } from '@/lib/server/store/default';

/** POST {name, email} -> 200 {message}: the address joins the newsletter's list. */
export const POST = apiHandler(
  { endpoint: 'subscribe', schema: subscribeSchema },
  async ({ email, name }) => {
    await getStore().addSubscriber(email, name, Date.now());
    // The same answer whether the address is new or known, so nobody can probe who is subscribed.
    return Response.json({ message: 'Thank you for subscribing!' }, { status: 200 });
  },
);

export const OPTIONS = preflight;
