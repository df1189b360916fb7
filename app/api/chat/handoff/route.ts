import { handoffMessage } from '@/lib/chat/handoff';
import { receiveMessage } from '@/lib/contact';
import { preflight, withCors } from '@/lib/cors';
import { guardRequest, invalidPayload } from '@/lib/guard';
import { withErrors } from '@/lib/http';
import { handoffSchema } from '@/lib/schemas';

/**
 * POST {name, email, question, transcript} from the chat widget -> 202 {id}: the question and the
 * conversation become a contact message, stored and mailed like one.
 */
export const POST = withCors(
  withErrors(async (request: Request) => {
    const guarded = await guardRequest(request, 'handoff');
    if (!guarded.ok) return guarded.response;
    const parsed = handoffSchema.safeParse(guarded.body);
    if (!parsed.success) return invalidPayload(parsed.error);

    return receiveMessage(parsed.data, handoffMessage(parsed.data));
  }),
);

export const OPTIONS = preflight;
