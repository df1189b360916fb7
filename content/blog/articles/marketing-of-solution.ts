import type { Article } from '../types';

export const marketingOfSolution = {
  id: 3,
  title: 'Marketing of Solution',
  published: '2025-10-15',
  author: 'Kilele product team',
  contactSubject: 'Planning a product launch',
  cta: {
    title: 'Plan a launch that reaches real users',
    text: 'We help teams get a product ready for its first customers: onboarding, payments, analytics and the landing pages that explain it. Tell us what you are launching and when.',
    button: 'Plan your launch with us',
  },
  related: [2, 6, 7],
  body: [
    {
      type: 'p',
      text: 'A good product does not sell itself, especially in a market where customers are careful with data bundles, wary of scams and already juggling a dozen apps. Marketing a software product in Kenya and the wider region means earning trust quickly, pricing in a way buyers understand, and reaching people on the channels they already use. This article covers how to prepare a launch, price it, and find your first hundred users.',
    },
    { type: 'h2', text: 'Know who you are launching for' },
    {
      type: 'p',
      text: 'Before writing any copy, describe your first customer in one sentence: who they are, what they do today instead of using your product, and why they would switch. “Hardware shop owners in Nairobi who track credit sales in an exercise book and lose money to unpaid balances“ gives you a message, a channel and a price range. ”SMEs” gives you none of these.',
    },
    {
      type: 'p',
      text: 'Then talk to ten of them before launch. Ask how they handle the problem today and what they pay for it, in money or time. Their words become your marketing copy, and their objections become your FAQ.',
    },
    { type: 'h2', text: 'Pricing in Kenyan shillings' },
    {
      type: 'p',
      text: 'Price in KES, show prices with VAT status stated clearly, and let customers pay with M-Pesa. A price in dollars signals that the product was not built for them, and exchange-rate movements make the monthly cost unpredictable.',
    },
    {
      type: 'ul',
      items: [
        'Match the billing rhythm to how your customers earn. Weekly or monthly plans often suit small traders better than an annual fee paid upfront.',
        'Offer a free trial or a free tier with a clear limit, so people can see value before paying, and make the upgrade a single M-Pesa prompt.',
        'Keep the number of plans small. Two or three options that differ in one obvious way, such as number of users or branches, are easier to choose between.',
        'Send a receipt for every payment. Business customers need it for their records, and it builds trust.',
      ],
    },
    {
      type: 'callout',
      title: 'Test the price, do not guess it',
      text: 'Early customers tell you more by paying or not paying than by answering surveys. Start with a price you can defend, watch how many trial users convert, and adjust before you scale your marketing spend.',
    },
    { type: 'h2', text: 'Channels that reach East African buyers' },
    {
      type: 'p',
      text: 'The right channel depends on who you sell to, but a few work well across most markets in the region.',
    },
    { type: 'h3', text: 'WhatsApp' },
    {
      type: 'p',
      text: 'Many customers would rather send a WhatsApp message than fill in a form. A WhatsApp Business account with a catalogue, quick replies and clear opening hours turns questions into sales conversations. Put a click-to-chat link on your site and in every campaign, and only message people who have asked to hear from you.',
    },
    { type: 'h3', text: 'Search and a fast website' },
    {
      type: 'p',
      text: 'Buyers search before they buy. A website that loads quickly on a mid-range phone, answers common questions plainly and shows a real address and phone number will outperform a heavy, animated one. Write pages for the words your customers use, including the Swahili terms where they are common.',
    },
    { type: 'h3', text: 'Partners and communities' },
    {
      type: 'p',
      text: 'Trade associations, SACCOs, industry groups and accountants who advise small businesses can introduce you to many customers at once. Offer partners something useful, such as training sessions or a referral fee, rather than just a logo swap.',
    },
    { type: 'h2', text: 'Getting the first 100 users' },
    {
      type: 'p',
      text: 'The first hundred users are found by hand, not by advertising. The goal is not volume but learning: which users stay, which leave, and why.',
    },
    {
      type: 'ol',
      items: [
        'Start with the people you interviewed and invite them personally. Many will try a product they helped shape.',
        'Onboard early users one by one, by phone or in person, and note every point where they get stuck.',
        'Fix the top problems before inviting the next group, so each wave has a better first experience.',
        'Ask happy users for a referral and a short testimonial you may share, with their permission.',
        'Only then spend on advertising, once you know which message and channel bring users who stay.',
      ],
    },
    { type: 'h2', text: 'Measure what matters' },
    {
      type: 'p',
      text: 'Downloads and page views are easy to count and easy to misread. Track a small set of numbers that show whether the product is working for customers.',
    },
    {
      type: 'ul',
      items: [
        'Activation: how many new sign-ups complete the core task, such as recording a first sale or sending a first invoice.',
        'Retention: how many are still active after four and after twelve weeks.',
        'Conversion: how many trial users start paying, and at which plan.',
        'Support load: what customers ask about most, which usually points to the next improvement.',
      ],
    },
    {
      type: 'p',
      text: 'Respect privacy while you measure. Collect only what you need, tell users what you collect in plain language, and follow the Kenya Data Protection Act 2019, especially for marketing messages, which need a clear way to opt out. Trust earned at launch is far cheaper to keep than to win back.',
    },
  ],
} satisfies Article;
