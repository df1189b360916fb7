import type { IconName } from '@/components/ui/icon-paths';

export type Capability = { icon: IconName; title: string; desc: string };

/** How we deliver, shown above the service grid on /services. */
export const capabilities = [
  {
    icon: 'compass',
    title: 'Discovery & Design',
    desc: 'Workshops, user research and clickable prototypes, so everyone agrees on what to build before code is written.',
  },
  {
    icon: 'code',
    title: 'Engineering',
    desc: 'Typed, tested and reviewed code with weekly demos, delivered in two-week sprints you can follow.',
  },
  {
    icon: 'link',
    title: 'Integration',
    desc: 'M-Pesa, banks, SMS gateways, ERPs and government systems connected reliably and reconciled automatically.',
  },
  {
    icon: 'support',
    title: 'Run & Support',
    desc: 'Hosting, monitoring, backups and a support desk with agreed response times after launch.',
  },
] as const satisfies readonly Capability[];

export type ExtraService = { title: string; short: string; icon: IconName; image: string };

/** The two /services cards without a detail page of their own; they link to the home page. */
export const extraServices = [
  {
    title: 'Consulting & IT Support',
    short: 'Technology strategy, vendor selection and a responsive help desk for your team.',
    icon: 'support',
    image: '/images/services/consultancy-solution.svg',
  },
  {
    title: 'Automation & Integration',
    short: 'Connect your tools, remove manual steps and let M-Pesa and bank data flow on its own.',
    icon: 'cog',
    image: '/images/services/business-automation.svg',
  },
] as const satisfies readonly ExtraService[];
