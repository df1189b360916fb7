// What the phone measures press, found by role and accessible name (never by a CSS-module class,
// so they hold while the controls move onto the platform's own elements), and what each press
// changes on screen (the effects in probe.mjs). A TypeScript module so it reads the FAQ's first
// question from the site's content.
import { faqs } from '../../content/faq';

export type Effect = 'reveal' | 'current' | 'dialog' | 'invalid';
export type Control = {
  name: string;
  effect: Effect;
  dialog?: string;
  /** Its name while its effect is shown, for a toggle whose name follows its state. */
  openName?: string;
};

const firstQuestion = faqs[0]?.question;
if (!firstQuestion) throw new Error('content/faq.ts has no question for the bench to tap');

/** The phone menu's toggle; it shows the list it names (aria-controls, or popovertarget). */
export const MENU: Control = { name: 'Open menu', effect: 'reveal', openName: 'Close menu' };
/** A question on /faq; it shows its answer (aria-controls, or the <details> around it). */
export const FAQ_QUESTION: Control = { name: firstQuestion, effect: 'reveal' };
/** The bare button of the floor's blank page; it shows a paragraph it names. */
export const BARE_BUTTON: Control = { name: 'Show the answer', effect: 'reveal' };

/** The routes whose first paint, "answers" and "fully working" are measured, and what is tapped. */
export const ANSWER_ROUTES: Record<string, Control> = {
  '/': MENU,
  '/faq': FAQ_QUESTION,
  '/blogs': MENU,
  '/contact': MENU,
  '/blog/1': MENU,
};

export type Interaction = {
  id: string;
  label: string;
  route: string;
  /** Pressed first, and not measured (the products dropdown lives inside the phone menu). */
  before?: Control[];
  control: Control;
};

/** The interactions whose INP is measured, each on a fresh page once it is fully working. */
export const INTERACTIONS: Interaction[] = [
  { id: 'menu', label: 'open the mobile menu', route: '/', control: MENU },
  {
    id: 'products',
    label: 'open the products dropdown',
    route: '/',
    before: [MENU],
    control: { name: 'Our Products', effect: 'reveal' },
  },
  { id: 'faq', label: 'toggle a FAQ question', route: '/faq', control: FAQ_QUESTION },
  {
    id: 'heroDot',
    label: 'choose a hero slide by its dot',
    route: '/',
    control: { name: 'Go to slide 2', effect: 'current' },
  },
  {
    id: 'blogPage',
    label: 'go to blog page 2',
    route: '/blogs',
    control: { name: 'Page 2', effect: 'current' },
  },
  {
    id: 'chat',
    label: 'open the chat',
    route: '/',
    control: { name: 'Ask our assistant', effect: 'dialog', dialog: '^Chat with' },
  },
  {
    id: 'contactEmpty',
    label: 'send the contact form empty',
    route: '/contact',
    control: { name: 'Chat With Us', effect: 'invalid' },
  },
];

/** The floor's interaction: the bare button on a blank page, the fastest a tap can be answered. */
export const BARE_INTERACTION: Interaction = {
  id: 'bareButton',
  label: 'press a bare button',
  route: '/button.html',
  control: BARE_BUTTON,
};

/**
 * Interactions whose answer is largely the browser's own work, each with the same tap on a blank
 * page holding only the platform's control (the floor's): what no page can go under, reported
 * beside them. The budget is still the bare button's.
 */
export const BARE_PLATFORM: Record<string, Interaction> = {
  contactEmpty: {
    id: 'bareForm',
    label: 'send a bare form of the same four required fields empty',
    route: '/form.html',
    control: { name: 'Chat With Us', effect: 'invalid' },
  },
};
