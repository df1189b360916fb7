import type { AccordionItem } from '@/components/ui/accordion';

/** The four home-page questions: first steps only; the FAQ page covers delivery in depth. */
export const homeFaq = [
  {
    question: 'How do we get started with you?',
    answer:
      'Send us a message or book the free 30-minute consultation. We reply within one working day, agree a short discovery session, and then send a written proposal with scope, timeline and price before any work begins.',
  },
  {
    question: 'What does the free consultation cover?',
    answer:
      'Thirty minutes with a senior engineer to understand your goals, review any existing systems and talk through options, risks and rough budgets. You leave with practical next steps, whether or not you hire us.',
  },
  {
    question: 'Do you work with clients outside Nairobi?',
    answer:
      'Yes. We work with clients across Kenya, East Africa and beyond. Most collaboration is remote through video calls and shared boards, and we travel for workshops and launches when it helps.',
  },
  {
    question: 'What do you need from us to prepare a quote?',
    answer:
      'A short description of the problem, who will use the system, any systems it must connect to (M-Pesa, banks, ERP) and your target date. Existing documents or screenshots help, but they are not required.',
  },
] as const satisfies readonly AccordionItem[];
