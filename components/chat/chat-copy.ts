import { site } from '@/content/site';

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

/** Same as LIMITS.chatMax in lib/schemas.ts, which is not imported here to keep zod off the page. */
export const CHAT_MAX_CHARS = 1000;
