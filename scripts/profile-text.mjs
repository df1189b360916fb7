// The prose of the company profile PDF. Names, contacts and service titles come from content/.

export const whoWeAre = (name, founded) =>
  `${name} is a software engineering and IT services company based in Nairobi, Kenya, founded in ${founded}. ` +
  'We design, build and run web platforms, mobile apps and the integrations that East African businesses ' +
  'depend on: M-Pesa and bank payments, offline-first field apps, data pipelines and secure cloud ' +
  'infrastructure. We work with startups finding product-market fit, agencies that need a dependable ' +
  'engineering partner, and enterprises modernising the systems their customers use every day.';

export const figures = [
  ['7+', 'projects delivered'],
  ['12+', 'team members'],
  ['10+', 'clients served'],
  ['3+', 'awards'],
];

export const reasons = [
  [
    'Payments that reconcile',
    'M-Pesa Daraja (STK Push, C2B, B2C) and bank API integrations with callbacks, retries and reports your finance team can trust.',
  ],
  [
    'Built for real networks',
    'Offline-first Android and iOS apps that keep working on patchy connections and sync safely when the network returns.',
  ],
  [
    'Compliance by design',
    'Data protection built in from the first sprint, in line with the Kenya Data Protection Act 2019: consent, minimisation, access control and audit trails.',
  ],
  [
    'A local team, your time zone',
    'Engineers, designers and testers in Nairobi, working East Africa Time, available for on-site workshops and quick calls.',
  ],
];

/** Service slugs by group; the script fails if content/services.ts gains a slug not listed here. */
export const serviceGroups = [
  [
    'Build',
    ['software-service', 'website-creation', 'web-application-development', 'mobile-development'],
  ],
  ['Run and protect', ['devops', 'technology-solutions', 'cyber-security', 'data-management']],
  [
    'Advise and innovate',
    ['consultancy-solution', 'business-automation', 'digital-innovation', 'iot-development'],
  ],
];

export const steps = [
  [
    'Discovery',
    'Workshops with your team to map users, processes and risks into a scoped, costed plan.',
  ],
  [
    'Fixed price or T&M',
    'A fixed price for well-defined scope, or time and materials when the product is still being discovered.',
  ],
  [
    'Two-week sprints',
    'Working software every two weeks, a demo you can click, and a backlog you prioritise.',
  ],
  [
    'Quality assurance',
    'Code review, automated tests and device testing on the phones your customers really use.',
  ],
  [
    'Support',
    'Handover, documentation, monitoring and a support agreement with agreed response times.',
  ],
];

export const audiences = [
  ['Startups', 'A first version in weeks, not months, built to scale once customers arrive.'],
  ['Agencies', 'A dependable engineering partner behind your brand, from APIs to app stores.'],
  [
    'Enterprises',
    'Integrations with core banking, ERP and payment systems, with the controls audits expect.',
  ],
];
