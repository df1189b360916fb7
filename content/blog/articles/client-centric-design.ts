import type { Article } from '../types';

export const clientCentricDesign = {
  id: 6,
  title: 'Client-Centric Design',
  published: '2026-05-20',
  author: 'Kilele design team',
  contactSubject: 'Designing an app for our customers',
  cta: {
    title: 'Design for the customers you actually have',
    text: 'We research, design and build web and mobile apps that work on everyday phones and unreliable networks, in the languages your customers speak. Tell us who your users are.',
    button: 'Talk to our design team',
  },
  related: [2, 3, 5],
  body: [
    {
      type: 'p',
      text: 'Software is usually designed on a fast laptop, over office fibre, by people who know exactly how it is meant to work. It is then used on a budget Android phone with little storage left, on a mobile connection that drops in a matatu or a rural market, by someone seeing it for the first time. Client-centric design closes that gap. It means designing for the people who will really use your product, in the conditions they really have, and checking your assumptions with them before and after you build.',
    },
    { type: 'h2', text: 'Start with real users in real conditions' },
    {
      type: 'p',
      text: 'Personas written in a workshop are a start, but nothing replaces watching people use your product or a prototype. Visit a shop, a clinic or a field office. Notice what phone they carry, how much data they have, whether they share the device, and what they do when something goes wrong.',
    },
    {
      type: 'ul',
      items: [
        'Test with five or six representative users per round; the biggest problems show up quickly.',
        'Give them a realistic task, such as “pay this invoice” or “check your balance”, and stay quiet while they try.',
        'Include people who are new to smartphones, not only confident users.',
        'Repeat after every significant change. Research is a habit, not a phase.',
      ],
    },
    { type: 'h2', text: 'Design for low-end Android phones' },
    {
      type: 'p',
      text: 'Entry-level Android phones make up a large share of the devices in use across the region. Their processors are slow, memory is tight and storage is often nearly full. Design and engineering choices decide whether your product feels quick or unusable on them.',
    },
    { type: 'h3', text: 'Keep it light' },
    {
      type: 'ul',
      items: [
        'Set a budget for download size and page weight, and check it in your build pipeline.',
        'Compress images, serve modern formats, and load anything below the first screen lazily.',
        'Avoid heavy animation and large JavaScript bundles that keep the processor busy.',
        'Consider a progressive web app or a small native app over a large one; every megabyte competes with photos and WhatsApp media for storage.',
      ],
    },
    { type: 'h3', text: 'Make it easy to use' },
    {
      type: 'p',
      text: 'Use large touch targets, readable text sizes and strong contrast, because screens are small and often used outdoors in bright light. Put the main action within reach of a thumb. Keep forms short, use the right keyboard for each field, such as a number pad for phone numbers and amounts, and never clear what someone typed when a validation error appears.',
    },
    { type: 'h2', text: 'Plan for patchy networks' },
    {
      type: 'p',
      text: 'Assume the connection will fail at the worst possible moment. An offline-first design treats the network as a bonus rather than a requirement.',
    },
    {
      type: 'ol',
      items: [
        'Store the data a user needs locally, so the app opens and shows useful information without a connection.',
        'Queue actions taken offline, such as a recorded sale or a completed visit, and sync them when the network returns.',
        'Show clearly what has synced and what has not, so nobody wonders whether their work was saved.',
        'Make every request safe to retry, so a payment or order sent twice on a flaky connection is only processed once.',
        'Offer a fallback for critical tasks, such as a USSD code or an SMS confirmation, where your users need it.',
      ],
    },
    {
      type: 'callout',
      title: 'Be honest about money',
      text: 'When a payment is pending, say so. Show the M-Pesa reference once it arrives, and never show “failed” for a payment that might still go through. Uncertainty about money is the fastest way to lose a customer.',
    },
    { type: 'h2', text: 'Speak your customers’ language' },
    {
      type: 'p',
      text: 'In Kenya many customers move easily between English and Swahili, and some are more comfortable in one than the other. Offering both, and letting people switch at any time, is a sign of respect that also reduces support calls.',
    },
    {
      type: 'ul',
      items: [
        'Write in plain words first, then translate with a fluent speaker rather than a machine alone.',
        'Keep all text in translation files from the start; retrofitting a second language is far harder.',
        'Leave room in the layout, since translated labels are often longer than the original.',
        'Use familiar local terms, such as Paybill, till number and KES amounts, exactly as customers see them elsewhere.',
      ],
    },
    { type: 'h2', text: 'Accessibility is part of the audience' },
    {
      type: 'p',
      text: 'Some of your customers have low vision, use screen readers or cannot use a touchscreen precisely. Following the Web Content Accessibility Guidelines (WCAG), with proper labels, keyboard access, captions and sufficient contrast, makes your product usable for them and clearer for everyone else.',
    },
    {
      type: 'p',
      text: 'Client-centric design is not a style. It is a commitment to keep checking that the product works for the person holding the phone. The reward is fewer support calls, more completed transactions, and customers who recommend you to others.',
    },
  ],
} satisfies Article;
