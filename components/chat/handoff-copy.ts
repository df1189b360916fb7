import { LIMITS } from '@/lib/limits';

// What the panel's form for the team says: every page carries it from the start (the form is in
// the page's HTML), so it is kept apart from the chat's own words (chat-copy.ts), which come with
// the chat's script.

/** The longest question the assistant, or the form for the team, takes. */
export const CHAT_MAX_CHARS = LIMITS.chatMax;

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
