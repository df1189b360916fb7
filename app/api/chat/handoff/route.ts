import { apiHandler } from '@/lib/server/api-handler';
import { handoffMessage } from '@/lib/server/chat/handoff';
import { receiveMessage } from '@/lib/server/contact';
import { preflight } from '@/lib/server/cors';
import { handoffSchema } from '@/lib/schemas';

/**
 * POST {name, email, question, transcript} from the chat widget -> 202 {id}: the question and the
 * conversation become a contact message, stored and mailed like one.
 */
export const POST = apiHandler({ endpoint: 'handoff', schema: handoffSchema }, async (data) =>
  receiveMessage(data, handoffMessage(data)),
);

export const OPTIONS = preflight;
