import { apiHandler } from '@/lib/server/api-handler';
import { receiveMessage, toNewMessage } from '@/lib/server/contact';
import { preflight } from '@/lib/server/cors';
import { contactSchema } from '@/lib/schemas';

/** POST {name, email, subject, message} -> 202 {id}: stored, then mailed to the team. */
export const POST = apiHandler({ endpoint: 'contact', schema: contactSchema }, async (data) =>
  receiveMessage(data, toNewMessage(data)),
);

export const OPTIONS = preflight;
