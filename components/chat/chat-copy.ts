import { site } from '@/content/site';

/**
 * What the chat says on its own, which comes with the chat's script. What the panel's form for the
 * team says is in handoff-copy.ts: every page carries that from the start.
 */
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

/** The launcher's name, which follows the panel: what pressing it does next (server-rendered). */
export const launcherCopy = { open: 'Ask our assistant', close: 'Close chat' } as const;
