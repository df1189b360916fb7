import { randomUUID } from 'node:crypto';
import { after } from 'next/server';
import { looksLikeSpam, toNewMessage } from '@/lib/contact';
import { preflight, withCors } from '@/lib/cors';
import { withFormPosts } from '@/lib/form-post';
import { guardRequest, invalidPayload } from '@/lib/guard';
import { withErrors } from '@/lib/http';
import { deliver, outboxFromEnv } from '@/lib/outbox';
import { contactSchema } from '@/lib/schemas';
import { getStore } from '@/lib/store/default';

export const POST = withCors(
  withFormPosts(
    'contact',
    withErrors(async (request: Request) => {
      const guarded = await guardRequest(request, 'contact');
      if (!guarded.ok) return guarded.response;
      const parsed = contactSchema.safeParse(guarded.body);
      if (!parsed.success) return invalidPayload(parsed.error);

      // Spam gets the same answer as a person, so a bot learns nothing; it is neither stored nor mailed.
      if (looksLikeSpam(parsed.data, Date.now())) {
        return Response.json({ id: randomUUID() }, { status: 202 });
      }
      // Stored before the 202: from here on the message cannot be lost, whatever the mail server does.
      const id = await getStore().insertMessage(toNewMessage(parsed.data), Date.now());
      after(() =>
        deliver(id, outboxFromEnv()).catch((error: unknown) =>
          console.error(
            `[outbox] message ${id} left for the scheduler: ${String(error).slice(0, 300)}`,
          ),
        ),
      );
      return Response.json({ id }, { status: 202 });
    }),
  ),
);

export const OPTIONS = preflight;
