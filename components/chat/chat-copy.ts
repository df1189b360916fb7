import { site } from '@/content/site';
import { LIMITS } from '@/lib/limits';

/** Everything the widget says on its own, in one place. */
export const chatCopy = {
  title: `Chat with ${site.shortName}`,
  subtitle: 'Ask about services, prices, timelines or how to reach us.',
  greeting: `Jambo! I'm the ${site.name} assistant. Ask me anything about our services, or pick a question below.`,
  suggestions: [
    'What services do you offer?',
    'How much does a project cost?',
    'Where are you located?',
  ],
  thinking: 'Bot is thinking...',
  failure: 'Something went wrong. Please try again later.',
  inputLabel: 'Your message',
  placeholder: 'Type your question…',
} as const;

/** The longest question the assistant takes. */
export const CHAT_MAX_CHARS = LIMITS.chatMax;

/** The conversation a hand-off carries, capped as the server caps it. */
export const TRANSCRIPT_CAPS = {
  entries: LIMITS.transcriptEntries,
  entryMax: LIMITS.transcriptEntryMax,
  total: LIMITS.transcriptMax,
} as const;

/** What the widget says while it passes a question to a person. */
export const handoffCopy = {
  offer:
    "Would you like a person from our team to answer? Leave your name and email and we'll pass your question on.",
  open: 'Pass my question on',
  formLabel: 'Pass your question to our team',
  note: 'This conversation goes with it. We reply by email within one working day.',
  send: 'Send to the team',
  sending: 'Sending…',
  dismiss: 'Not now',
  dismissed: 'No problem. Ask me anything else, or write to us from the contact page any time.',
  received: (name: string, email: string) =>
    `Thank you, ${name}! Your question is with our team, and a person will reply to ${email} within one working day.`,
} as const;

/** The launcher's name, which follows the panel: what pressing it does next. */
export const launcherCopy = { open: 'Ask our assistant', close: 'Close chat' } as const;

/**
 * The form the panel offers until the chat's script is there (and keeps once the visitor has
 * typed into it): the question goes to a person, like a contact message.
 */
export const starterCopy = {
  title: 'Ask our team',
  intro: 'A person replies by email within one working day.',
  note: 'We use your details only to reply.',
  switchToChat: 'Chat with our assistant instead',
  chatAfterSent: 'Chat with our assistant',
} as const;
