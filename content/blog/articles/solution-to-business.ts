import type { Article } from '../types';

export const solutionToBusiness = {
  id: 2,
  title: 'Solution to Business',
  published: '2025-08-06',
  author: 'Kilele consulting team',
  contactSubject: 'Booking a discovery workshop',
  cta: {
    title: 'Start with a discovery workshop',
    text: 'Bring the problem, the people who live with it and any numbers you have. We will leave you with a written scope, a first release you can defend, and an honest estimate.',
    button: 'Book a discovery workshop',
  },
  related: [1, 3, 6],
  body: [
    {
      type: 'p',
      text: 'Many software projects begin with a solution already chosen: “we need an app”, “we need a portal”, “we need to move to the cloud”. Sometimes that is right. Often it is a guess, and the project spends months building something that does not move the numbers the business cares about. A better starting point is the problem. This article describes how we scope work with clients, what happens in a discovery workshop, and how to define a first release small enough to ship and useful enough to matter.',
    },
    { type: 'h2', text: 'Describe the problem before the product' },
    {
      type: 'p',
      text: 'A well-described problem names who is affected, what they are trying to do, what gets in the way, and what it costs the business. “Our field agents cannot check a customer’s loan balance when the network drops, so they call the office, and each visit takes twice as long“ is a problem you can design against. ”We need a mobile app” is not.',
    },
    {
      type: 'p',
      text: 'Write the problem in a paragraph and share it with the people who do the work. If they do not recognise it, you have found the first thing to fix, and it cost you nothing to find.',
    },
    { type: 'h2', text: 'What happens in a discovery workshop' },
    {
      type: 'p',
      text: 'Discovery is a short, structured piece of work, usually a few sessions over one or two weeks, that turns a problem into a plan. It is worth doing even for small projects, because the cheapest time to change your mind is before any code exists.',
    },
    {
      type: 'ol',
      items: [
        'Map the current process end to end, including the spreadsheets, phone calls and WhatsApp groups nobody mentions in the first meeting.',
        'Meet the real users, such as cashiers, agents, drivers or customers, and watch them work where possible, not only the managers who commission the project.',
        'List the systems involved, including M-Pesa, bank portals, accounting software and government platforms such as eTIMS, and check what each one lets you integrate with.',
        'Agree how success will be measured, for example fewer hours spent on reconciliation or faster loan approvals, and record where that number stands today.',
        'Sketch the smallest solution that would move that measure, and test the sketch with users before anyone estimates it.',
      ],
    },
    {
      type: 'callout',
      title: 'What you should leave with',
      text: 'A written problem statement, a map of the current process, a prioritised list of features, known risks and how to reduce them, and an estimate for the first release. If a supplier cannot give you these in writing, the estimate is a guess.',
    },
    { type: 'h2', text: 'Scope a first release that can ship' },
    {
      type: 'p',
      text: 'A minimum viable product is not a low-quality product. It is the smallest complete slice of the solution that real users can rely on, built properly, with everything else deliberately left out for now. The discipline is in the leaving out.',
    },
    { type: 'h3', text: 'Sort every feature into three lists' },
    {
      type: 'ul',
      items: [
        'Must have: without it the first users cannot complete the core task at all.',
        'Should have: valuable, but the first release works without it, perhaps with a manual step.',
        'Later: ideas worth keeping, revisited once real usage shows whether they matter.',
      ],
    },
    {
      type: 'p',
      text: 'Be strict with the first list. Reporting dashboards, admin screens for rare settings and support for every payment method are common candidates for “should have”. A spreadsheet export and one well-tested payment path often carry a first release further than expected.',
    },
    { type: 'h3', text: 'Choose the right pricing model' },
    {
      type: 'p',
      text: 'A fixed price suits work that discovery has pinned down well, such as a defined integration or a first release with a clear feature list. Time and materials suits work where learning is part of the job, such as a new product whose features will change after launch. Many projects use both: a fixed-price discovery and first release, then a monthly team for what comes next.',
    },
    { type: 'h2', text: 'Reduce risk early' },
    {
      type: 'p',
      text: 'Every project has a few things that could sink it. Name them during discovery and tackle them first, while changing course is still cheap.',
    },
    {
      type: 'ul',
      items: [
        'Integrations: confirm sandbox access to M-Pesa, banks or partner APIs in the first weeks, because approvals can take time.',
        'Data: check the quality of the data you plan to migrate before promising reports built on it.',
        'Adoption: plan training and a handover period, especially when the new system replaces a familiar paper or spreadsheet routine.',
        'Compliance: if you process personal data, design for the Kenya Data Protection Act 2019 from the start instead of retrofitting it.',
      ],
    },
    { type: 'h2', text: 'Keep the business in the room' },
    {
      type: 'p',
      text: 'The best predictor of a useful system is a business owner who stays involved after the kick-off. Short demonstrations every week or two, with a decision-maker present, keep the work pointed at the problem and stop surprises from piling up until launch day.',
    },
    {
      type: 'p',
      text: 'Technology is rarely the hardest part of a project. Agreeing on the problem, the measure and the first slice is. Get those right and the software that follows has a real chance of paying for itself.',
    },
  ],
} satisfies Article;
