import type { ServiceDetails } from './types';

export const businessAutomation = {
  metaDescription:
    'Business automation in Kenya: M-Pesa reconciliation, KRA eTIMS invoicing, approvals and reports that run themselves instead of living in spreadsheets.',
  headline: 'Fewer spreadsheets, fewer hand-offs, fewer late nights',
  overview: [
    'In many Kenyan businesses the real system is a finance officer downloading an M-Pesa statement, matching it line by line against a spreadsheet of invoices, then emailing a summary to a manager who approves it on WhatsApp. It works until volume grows, someone goes on leave or an auditor asks for a trail. Automation replaces those hand-offs with workflows that run the same way every time.',
    'We connect the tools you already use, such as Safaricom Daraja callbacks, bank statement feeds, your accounting package, KRA eTIMS and Google Workspace or Microsoft 365, and add approval steps, notifications by SMS or email, and reports that arrive on schedule. Every automated step is logged, so you can see what happened to each payment or document and who approved it.',
  ],
  audiences: [
    {
      title: 'Finance and operations teams',
      text: 'Teams reconciling paybill and till payments, chasing approvals and preparing month-end reports by hand.',
    },
    {
      title: 'SACCOs and microfinance institutions',
      text: 'Lenders automating loan applications, disbursements over B2C, repayments and reminders by SMS.',
    },
    {
      title: 'Retail and distribution businesses',
      text: 'Companies issuing hundreds of eTIMS invoices and orders a day across branches and sales agents.',
    },
    {
      title: 'Schools and clinics',
      text: 'Institutions collecting fees or payments through M-Pesa and sending receipts and statements automatically.',
    },
  ],
  process: [
    {
      title: 'Process mapping',
      text: 'We sit with the people doing the work, map each step and hand-off, and measure where the time and errors go.',
    },
    {
      title: 'Automation design',
      text: 'A target workflow with the systems, triggers, approvals and exceptions agreed before we write code.',
    },
    {
      title: 'Build in two-week sprints',
      text: 'One workflow at a time, running in parallel with the manual process so results can be compared.',
    },
    {
      title: 'Testing with real data',
      text: 'Sandbox runs for Daraja and eTIMS, then a reconciliation against a past month to prove the numbers match.',
    },
    {
      title: 'Go-live and monitoring',
      text: 'Alerts when a callback fails or a job stalls, a dashboard of what ran, and support while the team adjusts.',
    },
  ],
  deliverables: [
    'Mapped current and target processes, signed off by the process owners',
    'Automated workflows running on infrastructure you control',
    'Integrations with M-Pesa, your bank, your accounting system and eTIMS where relevant',
    'Audit log of every automated action and approval',
    'Failure alerts and a simple runbook for retrying stuck items',
    'Training for the staff who own each workflow',
  ],
  timeline: {
    range: '2–6 weeks',
    note: 'per workflow, depending on the systems involved; a programme across several departments takes 2–4 months.',
  },
  technologies: [
    { area: 'Payments and tax', tools: ['Safaricom Daraja (M-Pesa)', 'KRA eTIMS', 'Bank APIs'] },
    { area: 'Workflow', tools: ['n8n (self-hosted)', 'Node.js workers', 'BullMQ', 'PostgreSQL'] },
    {
      area: 'Messaging and office',
      tools: ["Africa's Talking SMS", 'Google Workspace APIs', 'Microsoft Graph'],
    },
  ],
  faqs: [
    {
      question: 'Can you automate M-Pesa reconciliation for our paybill?',
      answer:
        'Yes. We register confirmation and validation URLs through Daraja so each payment arrives as a callback, match it to an invoice or account by reference, and flag the ones that need a person to look at them.',
    },
    {
      question: 'What happens if a system we depend on is down?',
      answer:
        'Jobs are queued and retried with back-off rather than lost, and someone is alerted when an item keeps failing. Nothing is silently dropped.',
    },
    {
      question: 'Do we need to replace our accounting software?',
      answer:
        'Usually not. We integrate with what you run today through its API or exports, and only suggest a change when the current tool cannot support the process.',
    },
  ],
  related: ['data-management', 'software-service', 'web-application-development'],
} satisfies ServiceDetails;
