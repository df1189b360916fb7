import type { ServiceDetails } from './types';

export const consultancySolution = {
  metaDescription:
    'Independent IT consultancy in Nairobi: architecture reviews, vendor and build-or-buy decisions, budgets and delivery plans before you commit money.',
  headline: 'A second opinion before you sign the cheque',
  overview: [
    'Technology decisions made early are the expensive ones to undo: choosing a core banking vendor, committing to a cloud provider, hiring a team for a stack nobody else in Nairobi supports, or signing a fixed-price contract for a scope that was never written down. Our consultancy gives you an independent engineering view before that money is committed.',
    'We review what you have and what you are planning, talk to your team and your vendors, and hand back a written recommendation with costs, risks and a delivery plan. We do not earn commissions from vendors, so the advice is not tied to selling you a product, and if the right answer is a SaaS tool rather than custom software, we will say so.',
  ],
  audiences: [
    {
      title: 'Founders and CEOs',
      text: 'Leaders without a CTO who need to judge proposals, estimates and hires with confidence.',
    },
    {
      title: 'Boards and investors',
      text: 'Technical due diligence on a product, its codebase and its team before an investment or acquisition.',
    },
    {
      title: 'IT managers in enterprises',
      text: 'Teams preparing a procurement, an RFP or a modernisation plan who want an outside review.',
    },
    {
      title: 'NGOs and development programmes',
      text: 'Projects that need a sustainable, donor-fundable technology plan that local teams can run after the grant ends.',
    },
  ],
  process: [
    {
      title: 'Discovery call',
      text: 'We agree the question you need answered, who we should speak to and what documents and systems we may see.',
    },
    {
      title: 'Assessment',
      text: 'Interviews, a review of code, infrastructure, contracts and costs, and a look at how similar problems are solved in the region.',
    },
    {
      title: 'Options and design',
      text: 'Two or three realistic options with costs, risks and timelines, reviewed with you in a working session before anything is final.',
    },
    {
      title: 'Written recommendation',
      text: 'A concise report and a roadmap: what to do first, what to buy, what to build and which skills to hire.',
    },
    {
      title: 'Follow-through',
      text: 'Optional advisory hours: reviewing vendor proposals, sitting in on sprint demos or helping you interview engineers.',
    },
  ],
  deliverables: [
    'Current-state assessment of systems, code and infrastructure',
    'Architecture diagrams of the recommended target state',
    'Build-versus-buy comparison with total cost of ownership',
    'Prioritised roadmap with budget ranges per phase',
    'Risk register covering security, data protection and vendor lock-in',
    'Draft RFP or statement of work when you go to market',
  ],
  timeline: {
    range: '1–3 weeks',
    note: 'for a focused assessment and written recommendation; ongoing advisory runs on a monthly retainer.',
  },
  technologies: [
    {
      area: 'Architecture',
      tools: [
        'C4 model diagrams',
        'Architecture decision records',
        'AWS Well-Architected Framework',
      ],
    },
    { area: 'Security and compliance', tools: ['OWASP SAMM', 'Kenya Data Protection Act 2019'] },
    { area: 'Delivery health', tools: ['DORA metrics', 'Scrum', 'Kanban'] },
  ],
  faqs: [
    {
      question: 'Will you recommend your own team for the build?',
      answer:
        'Only if you ask. The assessment is a separate engagement with a separate price, and the report is written so that any competent team can deliver it. Many clients take it to tender.',
    },
    {
      question: 'Can you review a quotation we already received?',
      answer:
        'Yes. A proposal review is one of our shortest engagements: we check the scope, estimate, assumptions, payment milestones and what happens to the code and data if the relationship ends.',
    },
  ],
  related: ['technology-solutions', 'software-service', 'cyber-security'],
} satisfies ServiceDetails;
