export type CoreValue = { title: string; desc: string };

export const coreValues = [
  {
    title: 'Integrity',
    desc: 'We quote honestly, report progress as it is, and tell you early when something is at risk. Your code, data and accounts are always yours.',
  },
  {
    title: 'Craftsmanship',
    desc: 'Every change is reviewed, tested and documented, so the software we hand over is something your next engineer will be glad to inherit.',
  },
  {
    title: 'Partnership',
    desc: 'We work inside your team: weekly demos, a shared backlog and one accountable lead who knows your business by name.',
  },
  {
    title: 'Local Insight',
    desc: 'We design for M-Pesa, shared phones, patchy networks and Kenyan regulation from day one, not as an afterthought.',
  },
  {
    title: 'Continuous Learning',
    desc: 'We invest in our engineers every sprint, and bring what we learn back to your product as better tools and safer practices.',
  },
] as const satisfies readonly CoreValue[];
