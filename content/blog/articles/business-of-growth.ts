import type { Article } from '../types';

export const businessOfGrowth = {
  id: 1,
  title: 'Business of Growth',
  published: '2025-06-18',
  author: 'Kilele engineering team',
  contactSubject: 'Automating our payments and back office',
  cta: {
    title: 'Find the hours your team loses to manual work',
    text: 'Tell us how payments, orders and reports move through your business today. We will map it with you and point out what is worth automating first, and what is not.',
    button: 'Talk to us about automation',
  },
  related: [2, 7, 4],
  body: [
    {
      type: 'p',
      text: 'Most growing businesses in Kenya hit the same wall. Sales go up, and so does the amount of work behind every sale: confirming payments, updating stock, chasing invoices, answering the same customer questions on WhatsApp. If every new customer needs a little more staff time, costs grow as fast as revenue and the margin never improves. Software is how you break that link. This article looks at where the manual work usually hides, how to automate the most common job of all, matching M-Pesa payments, and how to decide whether to build or buy.',
    },
    { type: 'h2', text: 'Find the work that grows with every sale' },
    {
      type: 'p',
      text: 'Before choosing any tool, spend a week writing down every task your team repeats for each order or each customer. Be specific: who does it, how long it takes, and what happens when it goes wrong. The tasks worth automating first share three traits.',
    },
    {
      type: 'ul',
      items: [
        'They repeat many times a day and follow clear rules, such as matching a payment to an invoice.',
        'Mistakes are expensive, for example releasing goods against a payment that never arrived.',
        'They slow the customer down, such as a buyer waiting for someone to confirm an M-Pesa message by hand.',
      ],
    },
    {
      type: 'p',
      text: 'Tasks that need judgement, like negotiating with a key account, rarely make good first candidates. Leave them to people and free those people from the routine work around them.',
    },
    { type: 'h2', text: 'Automating M-Pesa reconciliation' },
    {
      type: 'p',
      text: 'For many businesses the single biggest time sink is reconciliation: someone reads the M-Pesa statement or the SMS notifications, works out which customer paid for which order, and marks it as paid in a spreadsheet or accounting package. It is slow, it happens late in the day, and it is easy to get wrong when two customers pay the same amount.',
    },
    {
      type: 'p',
      text: 'Safaricom’s Daraja API lets your own system receive payment events directly instead of reading them off a phone. A reliable set-up usually looks like this:',
    },
    {
      type: 'ol',
      items: [
        'Give every invoice or order a short reference and ask customers to use it as the account number when paying to your Paybill.',
        'Register confirmation and validation URLs for your shortcode, so each payment is sent to your system the moment it is made. Validation can reject payments against unknown account numbers before the money moves.',
        'For online checkouts, use Lipa Na M-Pesa Online (STK Push), so the customer approves a prompt on their phone and your system already knows which order the payment belongs to.',
        'Store every callback exactly as received, then match it to the order. Anything that does not match goes to a short exceptions list that a person reviews.',
        'Run a daily check against the full statement to catch callbacks that never arrived, because networks fail and no integration should assume every message gets through.',
      ],
    },
    {
      type: 'callout',
      title: 'Design for the exceptions',
      text: 'Customers will mistype account numbers, pay twice or pay part of an invoice. The value of automation comes from handling the routine cases without anyone touching them, and making the odd ones quick to resolve, not from pretending the odd ones never happen.',
    },
    { type: 'h2', text: 'Build, buy, or connect?' },
    {
      type: 'p',
      text: 'There is no prize for writing software you could have bought. For accounting, payroll and general email, an established product is nearly always the better choice: it is cheaper to run and someone else keeps it compliant. Custom software earns its cost where your process is what makes you different, or where off-the-shelf tools force your team into workarounds every day.',
    },
    { type: 'h3', text: 'Questions that settle most decisions' },
    {
      type: 'ul',
      items: [
        'Is this process part of how we win customers, or is it the same in every business?',
        'Does an existing product handle M-Pesa, KES pricing and local tax rules properly, or will we bolt those on ourselves?',
        'What will it cost over three years, including licences, staff time and changes we will need?',
        'Can we get our data out if we change supplier?',
      ],
    },
    {
      type: 'p',
      text: 'Often the best answer is a mix: buy the accounting package, and build the thin layer that connects it to your Paybill, your online shop and your delivery team. Integration work is usually smaller and lower risk than replacing a whole system.',
    },
    { type: 'h2', text: 'Grow in small, measurable steps' },
    {
      type: 'p',
      text: 'Large “digital transformation” projects fail for the same reasons everywhere: too much scope, too little feedback, and a launch date that keeps moving. A safer path is to automate one workflow, measure it, and then decide on the next.',
    },
    {
      type: 'ul',
      items: [
        'Write down how long the task takes today and how many errors it produces, so you can compare honestly later.',
        'Ship the smallest version that removes real manual work, even if it only covers your most common case.',
        'Keep a manual fallback until the new process has run cleanly through a month-end close.',
        'Review after a few weeks with the people who use it daily, and fix what annoys them before adding features.',
      ],
    },
    { type: 'h3', text: 'Keep ownership in-house' },
    {
      type: 'p',
      text: 'Whoever builds your systems, make sure your business owns the source code, the cloud accounts and the API credentials, and that there is written documentation of how the pieces fit together. That way growth never depends on a single developer or supplier being available.',
    },
    {
      type: 'p',
      text: 'Growth is a business problem first and a technology problem second. When software removes the work that scales with every order, your team can spend its time on the customers and decisions that actually move the business forward.',
    },
  ],
} satisfies Article;
