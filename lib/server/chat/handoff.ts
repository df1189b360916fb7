import 'server-only';
import type { HandoffInput } from '@/lib/schemas';
import type { NewMessage } from '@/lib/server/store/types';
import { fold } from './search-terms';

/** Why the widget offers to pass the question to a person. */
export type HandoffReason = 'unanswered' | 'requested';

export const PERSON_REPLY =
  "Of course. Leave your name and email below and I'll pass your question to our team: a person replies by email within one working day.";

// Who the visitor wants, and a verb that asks for them, in English and Swahili.
const PERSON =
  /\b(human|humans|real person|a person|someone|somebody|agent|representative|your team|sales ?(team|person|rep)|an engineer|customer (care|service|support)|mtu|binadamu|mhudumu)\b/;
const ASKING =
  /\b(talk|speak|chat|connect|contact|reach|call|transfer|pass|put me through|get in touch|want|need|can i|could i|ongea|kuongea|zungumza|kuzungumza|nataka|naomba)\b/;

/** "Can I talk to a person?", "agent please", "nataka kuongea na mtu". */
export function asksForPerson(message: string): boolean {
  const text = fold(message);
  if (!PERSON.test(text)) return false;
  return ASKING.test(text) || text.split(/\s+/).filter(Boolean).length <= 3;
}

const SPEAKER = { user: 'Visitor', bot: 'Assistant' } as const;
const SUBJECT_EXCERPT = 80;

/** The contact message a hand-off becomes: its subject says it came from the chat. */
export function handoffMessage(
  { name, email, question, transcript }: HandoffInput,
  source: NewMessage['source'],
): NewMessage {
  const oneLine = question.replace(/\s+/g, ' ');
  const excerpt =
    oneLine.length > SUBJECT_EXCERPT
      ? `${oneLine.slice(0, SUBJECT_EXCERPT - 1).trimEnd()}…`
      : oneLine;
  const conversation = transcript
    .map((entry) => `${SPEAKER[entry.sender]}: ${entry.text.trim()}`)
    .join('\n\n');
  return {
    kind: 'handoff',
    name,
    email,
    source,
    subject: `From the website chat: ${excerpt}`,
    message: conversation
      ? `${question}\n\n--- The conversation so far ---\n\n${conversation}`
      : question,
  };
}
