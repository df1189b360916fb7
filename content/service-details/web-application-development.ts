import type { ServiceDetails } from './types';

export const webApplicationDevelopment = {
  metaDescription:
    'Web application development in Nairobi: customer portals, dashboards and SaaS products with M-Pesa payments, role-based access and secure APIs.',
  headline: 'Portals, dashboards and SaaS products that hold up in production',
  overview: [
    'A web application is software your customers, staff or partners use in the browser: a customer portal where borrowers see their loan balance, an admin dashboard for a logistics fleet, a booking system for a chain of clinics or a multi-tenant SaaS product sold across East Africa. It has to be fast, secure and dependable, because people run their day on it.',
    'We build web applications with modern, well-supported tools, role-based access from the start, and payments through M-Pesa STK Push, card gateways and bank APIs. We plan for the Data Protection Act from the first sprint, which means consent, access logs and data minimisation, and we deploy with automated tests and monitoring so problems are found before your users report them.',
  ],
  audiences: [
    {
      title: 'SaaS startups',
      text: 'Founders building a subscription product with multiple customer organisations, billing and admin tools.',
    },
    {
      title: 'Financial services',
      text: 'Lenders, SACCOs and insurers giving members self-service portals for balances, statements and applications.',
    },
    {
      title: 'Operations-heavy businesses',
      text: 'Logistics, hospitality and healthcare providers replacing spreadsheets with an internal dashboard.',
    },
    {
      title: 'Agencies',
      text: 'Agencies whose clients need more than a website and who want a reliable engineering partner.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'User roles, core journeys and integrations mapped into a backlog with estimates and a release plan.',
    },
    {
      title: 'UX and architecture',
      text: 'Prototypes of the key screens, plus the data model, API design and hosting plan reviewed with you.',
    },
    {
      title: 'Build in two-week sprints',
      text: 'Features shipped to a staging environment every sprint, demoed to you and reprioritised as you learn.',
    },
    {
      title: 'QA and security testing',
      text: 'Automated end-to-end tests, accessibility checks and a review against the OWASP Top 10 before each release.',
    },
    {
      title: 'Launch and iterate',
      text: 'Production launch with monitoring and error tracking, then a support and improvement retainer if you want one.',
    },
  ],
  deliverables: [
    'Web application live on cloud infrastructure you own',
    'Role-based access with audit logs of sensitive actions',
    'Payment integrations: M-Pesa STK Push, cards or bank APIs',
    'Documented REST or GraphQL API for your mobile apps and partners',
    'Automated tests and a CI/CD pipeline',
    'Admin guide, API documentation and an operations runbook',
  ],
  timeline: {
    range: '3–6 months',
    note: 'for a custom platform; a focused MVP with the core journey usually ships in 8–12 weeks.',
  },
  technologies: [
    { area: 'Front end', tools: ['Next.js', 'React', 'TypeScript'] },
    { area: 'Back end', tools: ['Node.js', 'NestJS', 'Django', 'PostgreSQL', 'Redis'] },
    { area: 'Payments', tools: ['Safaricom Daraja (M-Pesa)', 'Card gateways', 'Bank APIs'] },
    { area: 'Operations', tools: ['Docker', 'GitHub Actions', 'Sentry', 'AWS'] },
  ],
  faqs: [
    {
      question: 'Can customers pay with M-Pesa inside the application?',
      answer:
        'Yes. We use Lipa na M-Pesa Online (STK Push) so the customer confirms with their PIN on their phone, and we confirm the payment from Safaricom’s callback, never from the browser.',
    },
    {
      question: 'Will it work on slow connections?',
      answer:
        'We keep pages light, load data in small pieces and cache what we can, and we test on throttled mobile networks. For field use we can add offline support so work continues without a signal.',
    },
  ],
  related: ['software-service', 'mobile-development', 'devops'],
} satisfies ServiceDetails;
