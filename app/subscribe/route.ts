import { preflight, withCors } from '@/lib/cors';
import { withFormPosts } from '@/lib/form-post';
import { guardRequest, invalidPayload } from '@/lib/guard';
import { withErrors } from '@/lib/http';
import { subscribeSchema } from '@/lib/schemas';
import { getStore } from '@/lib/store/default';

export const POST = withCors(
  withFormPosts(
    'subscribe',
    withErrors(async (request: Request) => {
      const guarded = await guardRequest(request, 'subscribe');
      if (!guarded.ok) return guarded.response;
      const parsed = subscribeSchema.safeParse(guarded.body);
      if (!parsed.success) return invalidPayload(parsed.error);

      await getStore().addSubscriber(parsed.data.email, parsed.data.name, Date.now());
      // The same answer whether the address is new or known, so nobody can probe who is subscribed.
      return Response.json({ message: 'Thank you for subscribing!' }, { status: 200 });
    }),
  ),
);

export const OPTIONS = preflight;
