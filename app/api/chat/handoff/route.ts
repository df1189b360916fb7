import { apiHandler } from '@/lib/api-handler';
import { handoffMessage } from '@/lib/chat/handoff';
import { receiveMessage } from '@/lib/contact';
import { preflight } from '@/lib/cors';
import { handoffSchema } from '@/lib/schemas';

/**
 * POST {name, email, question, transcript} from the chat widget -> 202 {id}: the question and the
 * conversation become a contact message, stored and mailed like one.
 */
export const POST = apiHandler({ endpoint: 'handoff', schema: handoffSchema }, async (data) =>
  receiveMessage(data, handoffMessage(data)),
);

export const OPTIONS = preflight;
