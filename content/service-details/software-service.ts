import type { ServiceDetails } from './types';

export const softwareService = {
  metaDescription:
    'Custom software built in Nairobi around how your business works: M-Pesa and bank integrations, offline-first apps and systems your team can maintain.',
  headline: 'Software shaped around your operations, not the other way round',
  overview: [
    'Off-the-shelf tools cover the common cases, but most East African businesses run on processes no global product was designed for: chamas and group loans, M-Pesa paybills reconciled against bank statements, field agents working with patchy coverage, invoices that must reach KRA through eTIMS. When the workarounds pile up in spreadsheets and WhatsApp groups, custom software pays for itself.',
    'We design and build that software end to end: the data model, the web and mobile front ends, the integrations with Safaricom Daraja, bank APIs and your accounting system, and the cloud hosting that runs it. You own the source code and the infrastructure accounts from day one, and everything is documented so your own team, or another vendor, can carry it forward.',
  ],
  audiences: [
    {
      title: 'Growing SMEs',
      text: 'Businesses that have outgrown spreadsheets and need one system for orders, stock, payments and reporting.',
    },
    {
      title: 'Startups after product–market fit',
      text: 'Founders replacing a no-code prototype with a codebase that can scale and pass investor due diligence.',
    },
    {
      title: 'Enterprises and institutions',
      text: 'Banks, SACCOs, insurers and NGOs that need a line-of-business system integrated with what they already run.',
    },
    {
      title: 'Agencies',
      text: 'Digital agencies that sell the client relationship and need a dependable engineering partner behind it.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'Workshops with the people who will use the system, a map of current processes and a prioritised backlog with a written estimate.',
    },
    {
      title: 'Design',
      text: 'Clickable Figma prototypes tested with real users, plus the data model and integration plan reviewed with your team.',
    },
    {
      title: 'Build in two-week sprints',
      text: 'A working increment on a staging server every sprint, with a demo you can click through and a backlog you can reprioritise.',
    },
    {
      title: 'Quality assurance',
      text: 'Automated unit and end-to-end tests, Daraja sandbox runs for every payment path, and user acceptance testing with your staff.',
    },
    {
      title: 'Launch and support',
      text: 'A planned cut-over with data migration, staff training, and a support agreement with agreed response times.',
    },
  ],
  deliverables: [
    'Production software deployed to cloud accounts you own',
    'Full source code in your Git repository, with a clear commit history',
    'Automated test suite and a CI/CD pipeline that runs it on every change',
    'Architecture notes, API documentation and an operations runbook',
    'Migrated data from spreadsheets or the legacy system',
    'Training sessions and short guides for administrators and end users',
  ],
  timeline: {
    range: '3–6 months',
    note: 'for a first production release of a custom platform; a focused MVP can ship in 8–12 weeks.',
  },
  technologies: [
    { area: 'Front end', tools: ['Next.js', 'React', 'TypeScript', 'React Native'] },
    { area: 'Back end', tools: ['Node.js', 'NestJS', 'Django', 'PostgreSQL', 'Redis'] },
    { area: 'Integrations', tools: ['Safaricom Daraja (M-Pesa)', 'KRA eTIMS', 'Bank APIs'] },
    { area: 'Delivery', tools: ['Docker', 'GitHub Actions', 'AWS', 'Azure'] },
  ],
  faqs: [
    {
      question: 'Do we own the code you write?',
      answer:
        'Yes. The repository, cloud accounts and domain are registered to your organisation from the start, and the contract assigns the intellectual property in the work to you once invoices are paid.',
    },
    {
      question: 'Fixed price or time and materials?',
      answer:
        'Both. A well-defined scope can be fixed-price after discovery; evolving products usually run as time and materials per sprint, with a budget ceiling and a demo every two weeks so you always see what the money bought.',
    },
    {
      question: 'Can you take over a system another vendor started?',
      answer:
        'Often, yes. We begin with a paid code and infrastructure review, tell you honestly what is worth keeping, and propose a plan to stabilise it before adding features.',
    },
  ],
  related: ['web-application-development', 'mobile-development', 'consultancy-solution'],
} satisfies ServiceDetails;
