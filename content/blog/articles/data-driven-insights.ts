import type { Article } from '../types';

export const dataDrivenInsights = {
  id: 7,
  title: 'Data-Driven Insights',
  published: '2026-08-26',
  author: 'Kilele data team',
  contactSubject: 'Building dashboards from our sales and M-Pesa data',
  cta: {
    title: 'Turn your records into a dashboard you trust',
    text: 'We connect M-Pesa, sales and app data into one clean source, then build the few dashboards your team will actually use. Tell us which decisions you want to make faster.',
    button: 'Talk to our data team',
  },
  related: [1, 4, 3],
  body: [
    {
      type: 'p',
      text: 'Most businesses already have more data than they use. There are M-Pesa statements, point-of-sale exports, invoices in an accounting package, spreadsheets kept by each branch and events from your app or website. The trouble is that the data lives in separate places, in different formats, and nobody fully trusts the totals. This article explains how to turn those records into dashboards that support real decisions, without a large data team or an expensive platform.',
    },
    { type: 'h2', text: 'Start with decisions, not charts' },
    {
      type: 'p',
      text: 'A dashboard is only useful if it changes what someone does. Before collecting anything, list the decisions you want to make faster or better, and the question behind each one.',
    },
    {
      type: 'ul',
      items: [
        'Which products should we reorder this week, and in what quantity?',
        'Which branches or sales agents are growing, and which need support?',
        'Which customers have not bought in the last month and may be leaving?',
        'How much cash came in today, and does it match what the system says we sold?',
      ],
    },
    {
      type: 'p',
      text: 'Each question points to the data you need and the level of detail that matters. It also tells you what to leave out, which is most of what you could collect.',
    },
    { type: 'h2', text: 'Bring the data together' },
    { type: 'h3', text: 'M-Pesa statements and callbacks' },
    {
      type: 'p',
      text: 'M-Pesa statements are a rich record of payments, but they need care. Export them regularly, or better, capture payment confirmations through the Daraja API as they happen. Keep the transaction reference as the unique key, so the same payment imported twice is not counted twice, and store amounts as whole numbers of cents to avoid rounding errors.',
    },
    { type: 'h3', text: 'Sales, stock and app events' },
    {
      type: 'p',
      text: 'Point-of-sale and accounting systems usually offer exports or APIs. App and website events, such as sign-ups, searches and abandoned checkouts, show what happens before a sale. Collect only events that answer one of your questions, and avoid storing personal details you do not need.',
    },
    { type: 'h2', text: 'Clean and model it once' },
    {
      type: 'p',
      text: 'Dashboards built directly on raw exports break every time a column changes, and each one calculates totals slightly differently. A small, well-structured store fixes both problems.',
    },
    {
      type: 'ol',
      items: [
        'Load raw data unchanged into one place, such as a PostgreSQL database or a cloud data warehouse, keeping the original files.',
        'Clean it in repeatable scripts: standardise phone numbers and dates, remove duplicates, and map product and branch names to one list.',
        'Define each business measure once, such as “net sales” or “active customer”, and write the definition down where everyone can read it.',
        'Reconcile totals against a trusted source, such as the bank or M-Pesa statement, and flag any gap instead of hiding it.',
        'Schedule the whole process to run automatically, with an alert when a step fails.',
      ],
    },
    {
      type: 'callout',
      title: 'Trust is the real deliverable',
      text: 'If the dashboard total differs from the M-Pesa statement and nobody can explain why, people go back to their spreadsheets. Show when data was last updated and link each figure to the definition behind it.',
    },
    { type: 'h2', text: 'Design dashboards people use' },
    {
      type: 'p',
      text: 'Open-source and low-cost tools such as Metabase or Apache Superset, or commercial ones such as Power BI and Looker Studio, can all produce good dashboards. The design choices matter more than the tool.',
    },
    {
      type: 'ul',
      items: [
        'One dashboard per audience: a daily view for branch managers, a weekly one for leadership.',
        'Lead with a few headline numbers and how they compare with the previous period.',
        'Make every chart answer one question, with a title that says what it shows.',
        'Make sure it works on a phone, because many managers will check it there first.',
      ],
    },
    { type: 'h2', text: 'Protect the data you analyse' },
    {
      type: 'p',
      text: 'Sales and payment data often includes names and phone numbers, which are personal data under the Kenya Data Protection Act 2019. Give dashboard users access only to what their role needs, use aggregated or pseudonymised data wherever individual details are not required, and set retention periods for raw exports. Good governance also makes the numbers more reliable, because fewer people are editing data by hand.',
    },
    { type: 'h2', text: 'Start small and grow' },
    {
      type: 'p',
      text: 'Pick one question that costs you money when you get it wrong, build the pipeline and dashboard that answer it, and use it for a month. Once the team trusts the numbers, adding the next data source and the next question is much easier. Data-driven decisions come from a steady habit of asking good questions of data you can rely on, not from a single large project.',
    },
  ],
} satisfies Article;
