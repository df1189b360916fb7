import 'server-only';
import { contactHref, site } from '@/content/site';
import { link } from './knowledge-types';
import { bestMatch } from './retrieval';
import { detectSmallTalk, greetingPrefix, smallTalkReply } from './small-talk';

export type AnswerKind = 'small-talk' | 'answer' | 'unknown';
export type Answer = { kind: AnswerKind; reply: string; topic?: string };

/** What the bot says when it does not know: no guessing, two ways to reach a person. */
export const UNKNOWN_REPLY = `I'm not sure about that, and I'd rather not guess. ${link(
  'Send us a message',
  contactHref('Question from the website chat'),
)} or ${link(`book a free ${site.consultationMinutes}-minute consultation`, site.consultationUrl)}, and one of our team will answer.`;

/** The built-in answerer: deterministic, grounded only in the site's own content. */
export function answer(message: string): Answer {
  const smallTalk = detectSmallTalk(message);
  if (smallTalk?.only) return { kind: 'small-talk', reply: smallTalkReply(smallTalk) };

  const match = bestMatch(message);
  if (!match) return { kind: 'unknown', reply: UNKNOWN_REPLY };

  const prefix = smallTalk?.kind === 'greeting' ? `${greetingPrefix(smallTalk)} ` : '';
  return { kind: 'answer', reply: `${prefix}${match.entry.answer}`, topic: match.entry.id };
}
