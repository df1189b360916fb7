import 'server-only';
import { randomUUID } from 'node:crypto';
import { acceptLead } from './leads';
import { LIMITS, type ContactInput } from '../schemas';
import type { NewMessage } from './store/types';

/** A bot fills the hidden field or submits faster than a person can type. */
export function looksLikeSpam(
  input: Pick<ContactInput, 'website' | 'startedAt'>,
  now: number,
): boolean {
  if (input.website && input.website.trim() !== '') return true;
  return input.startedAt !== undefined && now - input.startedAt < LIMITS.minFillMs;
}

export function toNewMessage(
  { name, email, subject, message }: ContactInput,
  source: NewMessage['source'],
): NewMessage {
  return { kind: 'contact', name, email, subject, message, source };
}

/**
 * The 202 {id} of a lead. Spam gets the same answer as a person, so a bot learns nothing; it is
 * neither stored nor mailed.
 */
export async function receiveMessage(
  traps: Pick<ContactInput, 'website' | 'startedAt'>,
  message: NewMessage,
): Promise<Response> {
  const id = looksLikeSpam(traps, Date.now()) ? randomUUID() : await acceptLead(message);
  return Response.json({ id }, { status: 202 });
}
