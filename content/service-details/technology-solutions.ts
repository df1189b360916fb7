import type { ServiceDetails } from './types';

export const technologySolutions = {
  metaDescription:
    'Systems integration, cloud migration and reliable IT infrastructure for Kenyan businesses: connect your ERP, CRM, payments and office tools.',
  headline: 'Your systems, connected and running on solid ground',
  overview: [
    'As organisations grow they collect systems: an ERP for finance, a CRM for sales, a payroll package, a website, a mobile app and a server in a cupboard that nobody dares switch off. Each works, but data is typed in twice, outages are discovered by customers, and nobody is sure the backups would restore. Technology Solutions is the work of connecting those pieces and putting them on infrastructure you can rely on.',
    'We integrate your systems through their APIs, migrate on-premise servers and email to the cloud when that makes financial sense, set up identity and device management, and design for the realities of local connectivity with redundant links and services that degrade gracefully. We choose hosting with cost and latency in mind, from local Nairobi data centres to cloud regions in South Africa and Europe.',
  ],
  audiences: [
    {
      title: 'Mid-sized companies',
      text: 'Businesses with several departments whose systems do not talk to each other.',
    },
    {
      title: 'Organisations leaving on-premise servers',
      text: 'Teams moving file servers, email and line-of-business apps to Microsoft 365, Google Workspace or the cloud.',
    },
    {
      title: 'Regional offices',
      text: 'Companies with branches across Kenya or East Africa that need shared systems and secure remote access.',
    },
  ],
  process: [
    {
      title: 'Discovery and inventory',
      text: 'We list every system, integration, licence and server, and who depends on each, before proposing changes.',
    },
    {
      title: 'Target design',
      text: 'An integration and hosting design with costs, a migration sequence and a rollback plan for each step.',
    },
    {
      title: 'Build and migrate in sprints',
      text: 'Integrations built and migrations rehearsed in two-week increments, scheduled around your business calendar.',
    },
    {
      title: 'Testing and cut-over',
      text: 'End-to-end tests of each data flow, a rehearsed cut-over over a weekend or quiet period, and verified backups.',
    },
    {
      title: 'Operations and support',
      text: 'Monitoring, patching and a support desk with agreed response times, or a clean handover to your IT team.',
    },
  ],
  deliverables: [
    'System and integration inventory with owners and dependencies',
    'Integrations between your ERP, CRM, payments and office tools',
    'Migrated servers, files and email with verified data',
    'Identity, single sign-on and device management set up',
    'Monitoring, backups and a disaster recovery plan that has been tested',
    'Network and architecture documentation for your IT team',
  ],
  timeline: {
    range: '1–4 months',
    note: 'for a typical integration or migration programme, after a 2–3 week assessment and plan.',
  },
  technologies: [
    {
      area: 'Cloud and office',
      tools: ['AWS', 'Microsoft Azure', 'Microsoft 365', 'Google Workspace'],
    },
    { area: 'Identity and access', tools: ['Microsoft Entra ID', 'WireGuard VPN', 'Cloudflare'] },
    {
      area: 'Integration',
      tools: ['REST and webhooks', 'Node.js', 'Odoo', 'Dynamics 365 Business Central'],
    },
    { area: 'Reliability', tools: ['Terraform', 'Grafana', 'restic backups'] },
  ],
  faqs: [
    {
      question: 'Is moving to the cloud always cheaper?',
      answer:
        'No. For steady workloads a well-run server can cost less. We compare the full cost, including power, backup, staff time and downtime, and recommend the cloud only where the numbers and the risks favour it.',
    },
    {
      question: 'How do you avoid downtime during a migration?',
      answer:
        'Each step is rehearsed on a copy first, scheduled for a quiet period and has a rollback plan. Email and file migrations run in the background, so the final switch takes hours, not days.',
    },
  ],
  related: ['devops', 'consultancy-solution', 'data-management'],
} satisfies ServiceDetails;
