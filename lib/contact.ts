import { LIMITS, type ContactInput } from './schemas';
import type { NewMessage } from './store/types';

/** A bot fills the hidden field or submits faster than a person can type. */
export function looksLikeSpam(input: ContactInput, now: number): boolean {
  if (input.website && input.website.trim() !== '') return true;
  return input.startedAt !== undefined && now - input.startedAt < LIMITS.minFillMs;
}

export function toNewMessage({ name, email, subject, message }: ContactInput): NewMessage {
  return { name, email, subject, message };
}
