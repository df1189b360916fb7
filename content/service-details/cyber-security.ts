import type { ServiceDetails } from './types';

export const cyberSecurity = {
  metaDescription:
    'Cybersecurity in Nairobi: penetration tests, secure code reviews and Kenya Data Protection Act compliance for web, mobile and cloud systems.',
  headline: 'Find the weaknesses before someone else does',
  overview: [
    'Kenyan businesses are attractive targets: money moves fast through M-Pesa and bank APIs, customer data is valuable, and many systems were built quickly. SIM-swap fraud, leaked admin passwords, exposed databases and unpatched servers cause real losses. The Kenya Data Protection Act 2019 adds legal duties, including notifying the Data Commissioner within 72 hours of a personal data breach.',
    'We help you find and fix weaknesses in a structured, evidence-based way. We test web and mobile applications and APIs against the OWASP ASVS and MASVS, review cloud configurations, and check how payment callbacks and admin tools can be abused. We then help you close the gaps and put in place the policies, data protection impact assessments and incident plans the Act expects. No system is perfectly secure; the goal is to make attacks harder, catch them sooner and recover well.',
  ],
  audiences: [
    {
      title: 'Fintechs and lenders',
      text: 'Companies handling M-Pesa flows, bank APIs and credit data that regulators and partners expect to be tested.',
    },
    {
      title: 'Product teams before launch',
      text: 'Teams that want an independent penetration test before a major release or an enterprise sale.',
    },
    {
      title: 'Data controllers and processors',
      text: 'Organisations preparing for ODPC registration, DPIAs or a customer’s security questionnaire.',
    },
    {
      title: 'SMEs without a security team',
      text: 'Businesses that need practical priorities and staff awareness training, not a thick report.',
    },
  ],
  process: [
    {
      title: 'Scoping',
      text: 'We agree the systems in scope, rules of engagement and test windows in writing before any testing.',
    },
    {
      title: 'Threat modelling',
      text: 'How your system could be attacked or misused, focusing on money movement, personal data and admin access.',
    },
    {
      title: 'Testing',
      text: 'Manual and automated testing of applications, APIs and cloud configuration against OWASP ASVS and CIS Benchmarks.',
    },
    {
      title: 'Reporting',
      text: 'Findings ranked by risk with evidence and clear fixes, walked through with your developers.',
    },
    {
      title: 'Remediation and retest',
      text: 'Help fixing the issues, a retest to confirm the fixes, and a plan for regular reviews.',
    },
  ],
  deliverables: [
    'Penetration test report with risk-ranked findings and evidence',
    'Executive summary for management and boards',
    'Retest confirming which findings were fixed',
    'Data protection impact assessment where processing is high-risk',
    'Security policies, access reviews and an incident response plan',
    'Staff awareness session on phishing, SIM-swap and password hygiene',
  ],
  timeline: {
    range: '1–3 weeks',
    note: 'for a penetration test of a web or mobile application; a Data Protection Act compliance programme takes 6–12 weeks.',
  },
  technologies: [
    { area: 'Standards', tools: ['OWASP ASVS', 'OWASP MASVS', 'CIS Benchmarks'] },
    { area: 'Testing', tools: ['Burp Suite', 'ZAP', 'Nmap', 'MobSF'] },
    { area: 'In your pipeline', tools: ['Semgrep', 'Trivy', 'Dependabot'] },
    { area: 'Compliance', tools: ['Kenya Data Protection Act 2019', 'ODPC registration'] },
  ],
  faqs: [
    {
      question: 'Will testing disrupt our live systems?',
      answer:
        'We agree test windows and limits in advance, prefer a staging copy where one exists, and avoid destructive tests on production unless you explicitly approve them.',
    },
    {
      question: 'Do we have to register with the Data Protection Commissioner?',
      answer:
        'Most organisations that process personal data must register as data controllers or processors, with exemptions for some small entities depending on turnover, staff and the type of data. We help you check and prepare the registration.',
    },
  ],
  related: ['devops', 'data-management', 'consultancy-solution'],
} satisfies ServiceDetails;
