import type { ServiceDetails } from './types';

export const digitalInnovation = {
  metaDescription:
    'Digital innovation from Nairobi: design sprints, prototypes and MVPs tested with real East African users before you invest in a full build.',
  headline: 'Test the idea with real users before you bet the budget',
  overview: [
    'New digital products fail more often from building the wrong thing than from building it badly. An idea that sounds obvious in a boardroom in Westlands can meet a very different reality in Eldoret or Kisumu: customers on feature phones, agents without data bundles, or a competitor already bundled into an M-Pesa menu. Digital innovation is a disciplined way to find that out early and cheaply.',
    'We run short design sprints to shape the idea, build clickable prototypes or thin working versions, including USSD and SMS flows where smartphones are not a given, and put them in front of the people you want to serve. What we learn decides the next step: a minimum viable product, a change of direction, or a clear reason to stop before the big spend.',
  ],
  audiences: [
    {
      title: 'Early-stage founders',
      text: 'Teams preparing for an accelerator or a pre-seed round who need evidence, not just a pitch deck.',
    },
    {
      title: 'Corporate innovation teams',
      text: 'Banks, insurers and telcos testing a new channel or product without disturbing core systems.',
    },
    {
      title: 'Development programmes',
      text: 'Donor-funded projects piloting digital services in agriculture, health or financial inclusion.',
    },
  ],
  process: [
    {
      title: 'Framing',
      text: 'We agree the riskiest assumptions, the users to test with and what result would change your decision.',
    },
    {
      title: 'Design sprint',
      text: 'One week from sketches to a realistic prototype, tested on the last day with five or more target users.',
    },
    {
      title: 'MVP build in two-week sprints',
      text: 'The smallest product that can run a real pilot, with payments through M-Pesa if the model needs them.',
    },
    {
      title: 'Pilot and measure',
      text: 'A time-boxed pilot with analytics and interviews, tracking the few numbers that matter for your decision.',
    },
    {
      title: 'Decide and scale',
      text: 'A review of the evidence and a plan: scale up, change course, or stop, with the code ready to grow if you go on.',
    },
  ],
  deliverables: [
    'Problem statement, assumptions and success measures agreed up front',
    'Clickable prototype in Figma, tested with real users',
    'Recorded user interviews with a summary of findings',
    'A working MVP on web, Android or USSD, as the idea needs',
    'Product analytics and a pilot results report',
    'A roadmap and estimate for the full product',
  ],
  timeline: {
    range: '6–10 weeks',
    note: 'from a one-week design sprint to a pilot-ready MVP; the sprint alone can stand on its own.',
  },
  technologies: [
    { area: 'Design', tools: ['Figma', 'Maze user testing'] },
    { area: 'Build', tools: ['Next.js', 'Flutter', 'Supabase', 'Firebase'] },
    { area: 'Reach', tools: ["Africa's Talking USSD and SMS", 'WhatsApp Business Platform'] },
    { area: 'Learning', tools: ['PostHog', 'Google Analytics 4'] },
  ],
  faqs: [
    {
      question: 'Can a prototype really be tested in a week?',
      answer:
        'A prototype that looks and feels real can. It is not production software, but it is enough to watch five users try it and learn whether the idea makes sense to them.',
    },
    {
      question: 'What if the pilot shows the idea does not work?',
      answer:
        'Then you have saved the cost of a full build, and you have the evidence to explain the decision to your board or funders. Often the pilot also points to a better variation worth testing.',
    },
  ],
  related: ['software-service', 'mobile-development', 'web-application-development'],
} satisfies ServiceDetails;
