import type { Article } from '../types';

export const securityFirst = {
  id: 5,
  title: 'Security First',
  published: '2026-03-12',
  updated: '2026-09-08',
  author: 'Kilele security team',
  contactSubject: 'Data protection and security review',
  cta: {
    title: 'Get a practical security and data protection review',
    text: 'We review how your systems collect, store and share personal data, and give you a prioritised list of fixes your team can act on. This is engineering advice, not a substitute for legal counsel.',
    button: 'Request a security review',
  },
  related: [4, 6, 2],
  body: [
    {
      type: 'p',
      text: 'Security is often treated as a final check before launch, or something to worry about after the first incident. By then it is expensive: data has already been collected without a clear purpose, passwords live in shared spreadsheets, and nobody is sure who can access what. For businesses in Kenya there is also a legal dimension. The Data Protection Act 2019 sets out duties for anyone who collects or processes personal data, and the Office of the Data Protection Commissioner (ODPC) enforces them. This article summarises the duties that most affect software projects and the controls that help you meet them without slowing delivery.',
    },
    {
      type: 'callout',
      title: 'A practical guide, not legal advice',
      text: 'The Act and its regulations are the authority. Read them, check the ODPC guidance, and involve a lawyer for decisions specific to your business.',
    },
    { type: 'h2', text: 'What the Data Protection Act asks of you' },
    {
      type: 'p',
      text: 'The Act applies to data controllers, who decide why and how personal data is processed, and data processors, who process it on their behalf. If you run an app, a website with a contact form or a customer database, you are almost certainly a controller. The core duties follow from the principles in the Act.',
    },
    {
      type: 'ul',
      items: [
        'Process personal data lawfully, fairly and transparently, and tell people what you collect and why.',
        'Collect only what you need for a stated purpose, and do not reuse it for something unrelated.',
        'Keep data accurate and no longer than necessary, then delete or anonymise it.',
        'Protect it with appropriate technical and organisational safeguards.',
        'Respect the rights of data subjects, including access, correction, deletion and objection to processing.',
        'Transfer data outside Kenya only with appropriate safeguards, as the Act requires.',
      ],
    },
    { type: 'h3', text: 'Registration with the ODPC' },
    {
      type: 'p',
      text: 'Data controllers and processors must register with the ODPC unless an exemption in the registration regulations applies. Exemptions for small businesses depend on turnover and staff numbers, and some sectors, such as health, education and financial services, must register regardless of size. Check the current thresholds before assuming you are exempt, and renew registration when it falls due.',
    },
    { type: 'h3', text: 'Breach notification' },
    {
      type: 'p',
      text: 'If a breach creates a real risk of harm to the people whose data you hold, the Act requires you to notify the Data Protection Commissioner within 72 hours of becoming aware of it, and to inform the affected people unless an exception applies. Seventy-two hours is not long. You need to know in advance who decides, who writes the notice and where your logs are.',
    },
    { type: 'h3', text: 'Impact assessments' },
    {
      type: 'p',
      text: 'Where processing is likely to create a high risk to individuals, for example large-scale health or financial data, or new tracking technology, the Act requires a data protection impact assessment before you start. Done early, it is a useful design exercise rather than paperwork.',
    },
    { type: 'h2', text: 'Practical controls for software teams' },
    {
      type: 'p',
      text: 'Most breaches exploit ordinary weaknesses, not sophisticated attacks. These controls address the common ones and fit into normal development work.',
    },
    {
      type: 'ol',
      items: [
        'Turn on multi-factor authentication for email, cloud consoles, code hosting and your M-Pesa and bank portals.',
        'Give each person their own account with the least access they need, and remove it the day they leave.',
        'Keep secrets such as API keys and database passwords in a secrets manager, never in code or chat messages.',
        'Encrypt data in transit with HTTPS everywhere, and encrypt backups and databases at rest.',
        'Validate every input on the server, use parameterised queries, and escape output to prevent injection.',
        'Log security events such as sign-ins, permission changes and exports, without logging passwords or full card and ID numbers.',
        'Patch dependencies and servers on a schedule, with automated alerts for critical vulnerabilities.',
        'Test restoring a backup regularly; a backup you have never restored is only a hope.',
      ],
    },
    { type: 'h2', text: 'Privacy by design in everyday decisions' },
    {
      type: 'p',
      text: 'Privacy by design means asking “do we need this?” at every step. Does the sign-up form need a date of birth and ID number, or only a phone number? Do analytics need IP addresses, or would aggregated page counts do? Can old records be deleted automatically after a set period? Each “no” is data you do not have to protect, disclose or explain.',
    },
    {
      type: 'ul',
      items: [
        'Write a plain-language privacy notice that matches what the system actually does.',
        'Record the purpose and retention period for each category of data you hold.',
        'Build a simple process for access and deletion requests, with a named owner.',
        'Sign data processing agreements with suppliers who handle personal data for you.',
      ],
    },
    { type: 'h2', text: 'Make it a habit' },
    {
      type: 'p',
      text: 'Security that depends on one careful person fails when that person is busy. Add security checks to code review and your CI pipeline, rehearse your breach response once a year, and review access rights every quarter. Treated this way, compliance becomes a side effect of building software well, and your customers have one more reason to trust you with their data.',
    },
  ],
} satisfies Article;
