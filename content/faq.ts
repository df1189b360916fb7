/** The 15 questions on /faq. Plain text: the chatbot indexes these answers too. */
export const faqs = [
  {
    question: 'How long does a typical software project take?',
    answer:
      'Most of our projects take 3 to 6 months from kick-off to launch. A marketing website or a focused integration such as adding M-Pesa checkout can be live in 3 to 6 weeks, while a platform with several user roles, a mobile app and back-office reporting sits at the upper end. We agree a milestone plan in the first week, so you always know what ships when.',
  },
  {
    question: 'How do you make sure the software works before it goes live?',
    answer:
      'Quality assurance runs through the whole project, not just the last week. Every change gets code review and automated tests (unit, integration and end-to-end), and a dedicated tester checks each release on real devices, including low-end Android phones on slow 3G. You review every feature on a staging site before we deploy it to production.',
  },
  {
    question: 'Do you build custom software, or adapt off-the-shelf products?',
    answer:
      'Both, and we will tell you honestly which fits. When a proven product covers 80% of your needs, configuring it is usually cheaper and faster. When your process is what sets you apart, or off-the-shelf tools cannot handle local realities such as M-Pesa, KRA eTIMS or offline use, we build custom software that you own outright, source code included.',
  },
  {
    question: 'How do you price projects?',
    answer:
      'We offer two models. Fixed-price suits a well-defined scope: you get one figure, paid against agreed milestones, and changes go through a simple change request. Time-and-materials suits evolving products: you pay for the hours actually worked at an agreed daily rate, with a weekly timesheet and a budget cap we never cross without your approval.',
  },
  {
    question: 'Can you integrate with M-Pesa, our bank or our existing systems?',
    answer:
      'Yes, integration is one of our core strengths. We regularly connect systems to M-Pesa through the Safaricom Daraja API (STK Push, C2B, B2C and transaction status), to bank APIs and payment gateways, to KRA eTIMS for tax invoices, and to ERPs such as Odoo, Sage and Microsoft Dynamics. Where a system has no API, we build reliable file-based or database-level bridges with monitoring and alerts.',
  },
  {
    question: 'What support do you offer after launch?',
    answer:
      'Every project includes 30 days of free warranty support to fix any defect we introduced. After that, most clients take a monthly support plan that covers monitoring, security patches, backups, small improvements and an agreed response time, down to 1 hour for critical issues. Support is delivered by the engineers who built your system, from Nairobi, during East African business hours with an on-call option.',
  },
  {
    question: 'How will I know how my project is going?',
    answer:
      'You get full transparency from day one. You have access to the project board and the staging site, a short written update every week, and a demo of working software every two weeks. Budget and timeline are reported against the plan in each update, so there are no surprises at the end.',
  },
  {
    question: 'Which industries do you work with?',
    answer:
      'We work mostly with healthcare, finance, education and retail. That includes patient records and appointment systems for clinics, loan and savings platforms for SACCOs and microfinance institutions, school management and e-learning tools, and point-of-sale and inventory systems for shops and distributors. We also serve startups, agencies and NGOs across East Africa.',
  },
  {
    question: 'Do you build mobile apps for Android and iOS?',
    answer:
      'Yes. We usually build with React Native or Flutter, so one codebase serves both Android and iOS and costs less to maintain. Because many users are on budget Android phones with patchy data, our apps are light, work offline and sync when the connection returns. We also handle publishing to the Google Play Store and the Apple App Store.',
  },
  {
    question: 'Can you advise us before we commit to building anything?',
    answer:
      'Yes, technology consulting is a service on its own. We help you choose between building and buying, review an existing system or codebase, plan a cloud migration or write a clear technical specification you can take to any vendor. Consulting engagements are short, usually one to four weeks, and end with a written report and recommendations.',
  },
  {
    question: 'How do you keep our systems and data secure?',
    answer:
      'Security is designed in from the start: encrypted connections, hashed passwords, role-based access, audit logs and regular dependency updates. We follow the OWASP Top 10, run automated security scans on every release and offer penetration tests for sensitive systems. We also help you meet the Kenya Data Protection Act 2019, from data mapping to retention rules.',
  },
  {
    question: 'Do you use Agile or Scrum?',
    answer:
      'Yes, we work in two-week Scrum sprints. Each sprint starts with planning where you help set the priorities and ends with a demo and a retrospective. You can change priorities between sprints without renegotiating the whole project, which keeps the product aligned with what your users actually need.',
  },
  {
    question: 'Will the system cope as our business grows?',
    answer:
      'We design for growth from the start with a clean architecture, indexed databases, caching and cloud infrastructure that scales up when traffic rises and down when it falls. Before launch we load-test the critical paths, such as payment callbacks and checkout, at several times your expected peak. As you grow, we can add features, users and regions without a rewrite.',
  },
  {
    question: 'Do you train our staff to use the new system?',
    answer:
      'Yes, training is part of every launch. We run hands-on sessions for your staff, in person in Nairobi or online, and leave short video guides and a written manual for new hires. For your technical team we provide architecture documentation and a handover so they can maintain the system themselves if they choose.',
  },
  {
    question: 'Which tools do you use to collaborate with clients?',
    answer:
      'We meet you where you already work. Day to day we use Slack or Microsoft Teams for chat, Google Meet or Zoom for calls, Jira or Linear for the project board, GitHub for code and Figma for designs. Quick questions on WhatsApp are fine too, but decisions are always written down on the project board.',
  },
] as const satisfies readonly { question: string; answer: string }[];
