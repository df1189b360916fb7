import type { ServiceDetails } from './types';

export const dataManagement = {
  metaDescription:
    'Data management in Nairobi: pipelines, warehouses, dashboards, backups and Kenya Data Protection Act compliance for data you can trust and share.',
  headline: 'One version of the numbers, kept safe and lawful',
  overview: [
    'Most organisations we meet have their data in five places: a core system, M-Pesa statements, spreadsheets on laptops, a CRM and an accounting package. Monthly reports take days to assemble and still disagree with each other. Meanwhile the Kenya Data Protection Act 2019 expects you to know what personal data you hold, why, where it lives and who can see it.',
    'We design the pipelines that bring that data together into one warehouse, clean and model it so that revenue or active customers mean the same thing in every report, and publish dashboards your managers can use without asking IT. Alongside, we put in place tested backups, access controls and retention rules, and help you document your processing for the Office of the Data Protection Commissioner (ODPC).',
  ],
  audiences: [
    {
      title: 'Management teams',
      text: 'Leaders who want weekly numbers they trust, on a dashboard, not in a slide deck assembled by hand.',
    },
    {
      title: 'Lenders and SACCOs',
      text: 'Institutions combining repayment, M-Pesa and customer data for portfolio reporting and credit decisions.',
    },
    {
      title: 'NGOs and research programmes',
      text: 'Teams collecting field data on mobile forms who must report to donors and protect respondents’ privacy.',
    },
    {
      title: 'Data controllers under the DPA',
      text: 'Organisations registering with the ODPC that need a data inventory, retention rules and access controls.',
    },
  ],
  process: [
    {
      title: 'Data discovery',
      text: 'An inventory of sources, owners, personal data and quality issues, and the ten questions the business most wants answered.',
    },
    {
      title: 'Model and architecture',
      text: 'A warehouse design with agreed metric definitions, and a choice of hosting that fits your budget and data-residency needs.',
    },
    {
      title: 'Build in two-week sprints',
      text: 'Pipelines and dashboards delivered source by source, so useful reports appear within the first month.',
    },
    {
      title: 'Validation',
      text: 'Automated data tests and a reconciliation of key figures against finance records before anyone relies on them.',
    },
    {
      title: 'Handover and stewardship',
      text: 'Documentation, training for analysts and data owners, and monitoring that flags late or broken loads.',
    },
  ],
  deliverables: [
    'Data inventory and map of personal data flows',
    'Automated pipelines from your core systems, M-Pesa statements and spreadsheets',
    'A documented warehouse with agreed metric definitions',
    'Dashboards for management and operational teams',
    'Tested backup and restore procedure, with a recorded restore drill',
    'Access control, retention rules and records to support ODPC registration',
  ],
  timeline: {
    range: '4–10 weeks',
    note: 'for a first warehouse with dashboards over your main sources; more sources are added in later sprints.',
  },
  technologies: [
    { area: 'Storage', tools: ['PostgreSQL', 'BigQuery', 'Amazon S3'] },
    { area: 'Pipelines', tools: ['Python', 'dbt', 'Airbyte'] },
    { area: 'Dashboards', tools: ['Metabase', 'Apache Superset', 'Power BI'] },
    { area: 'Protection', tools: ['pgBackRest', 'Encryption at rest', 'Role-based access'] },
  ],
  faqs: [
    {
      question: 'Does our data have to stay in Kenya?',
      answer:
        'It depends on what the data is and who processes it. Some processing must stay in Kenya under the Data Protection (General) Regulations 2021; much can be hosted abroad with safeguards. We assess your case and can host locally or in a nearby cloud region accordingly.',
    },
    {
      question: 'Can we keep using Excel?',
      answer:
        'Yes. Analysts can connect Excel or Power BI to the warehouse directly; the difference is that everyone reads the same cleaned data instead of copies on laptops.',
    },
  ],
  related: ['business-automation', 'cyber-security', 'technology-solutions'],
} satisfies ServiceDetails;
