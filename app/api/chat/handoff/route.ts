import { apiHandler } from '@/lib/server/api-handler';
import { handoffMessage } from '@/lib/server/chat/handoff';
import { receiveMessage } from '@/lib/server/contact';
import { preflight } from '@/lib/server/cors';
import { leadSource } from '@/lib/server/lead-source';
import { handoffSchema } from '@/lib/schemas';
import { refuseOtherMethods } from '@/lib/server/methods';

/**
 * POST {name, email, question, transcript, source?} from the chat widget -> 202 {id}: the question
 * and the conversation become a lead, stored and mailed like a contact message. The chat panel's
 * form, posted by the browser before the chat's script is there (name, email, question, no
 * conversation), is taken as a form post like the contact form's: 303 to the thank-you page.
 */
export const POST = apiHandler(
  { endpoint: 'handoff', schema: handoffSchema },
  async (data, request) =>
    receiveMessage(data, handoffMessage(data, leadSource(data.source, request))),
);

export const OPTIONS = preflight;

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
