import { receiveMessage, toNewMessage } from '@/lib/contact';
import { preflight, withCors } from '@/lib/cors';
import { withFormPosts } from '@/lib/form-post';
import { guardRequest, invalidPayload } from '@/lib/guard';
import { withErrors } from '@/lib/http';
import { contactSchema } from '@/lib/schemas';

export const POST = withCors(
  withFormPosts(
    'contact',
    withErrors(async (request: Request) => {
      const guarded = await guardRequest(request, 'contact');
      if (!guarded.ok) return guarded.response;
      const parsed = contactSchema.safeParse(guarded.body);
      if (!parsed.success) return invalidPayload(parsed.error);

      return receiveMessage(parsed.data, toNewMessage(parsed.data));
    }),
  ),
);

export const OPTIONS = preflight;
