import { apiHandler } from '@/lib/server/api-handler';
import { receiveMessage, toNewMessage } from '@/lib/server/contact';
import { preflight } from '@/lib/server/cors';
import { leadSource } from '@/lib/server/lead-source';
import { contactSchema } from '@/lib/schemas';
import { refuseOtherMethods } from '@/lib/server/methods';

/** POST {name, email, subject, message, source?} -> 202 {id}: stored, then mailed to the team. */
export const POST = apiHandler(
  { endpoint: 'contact', schema: contactSchema },
  async (data, request) =>
    receiveMessage(data, toNewMessage(data, leadSource(data.source, request))),
);

export const OPTIONS = preflight;

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
