import { apiHandler } from '@/lib/server/api-handler';
import { preflight } from '@/lib/server/cors';
import { chatReply } from '@/lib/server/chat/reply';
import { chatSchema } from '@/lib/schemas';
import { refuseOtherMethods } from '@/lib/server/methods';

/**
 * POST {message} -> 200 {reply}, plus `handoff` when the widget should offer to pass the question
 * to a person; every failure -> {message, errors?, error} with its status.
 */
export const POST = apiHandler({ endpoint: 'chat', schema: chatSchema }, async ({ message }) =>
  // The message is answered and forgotten: never stored or logged (privacy policy).
  Response.json(await chatReply(message)),
);

export const OPTIONS = preflight;

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
