import type { IconName } from '@/components/ui/icon-paths';

export type Strength = { icon: IconName; title: string; desc: string };
export type SkillBar = { label: string; value: number };

/** The "what we do best" grid on /our-skills. */
export const strengths = [
  {
    icon: 'browser',
    title: 'Web Platforms',
    desc: 'Fast, accessible web apps and portals in Next.js and React, built to stay quick on mid-range phones.',
  },
  {
    icon: 'phone',
    title: 'Mobile Apps',
    desc: 'Android and iOS apps in React Native and Kotlin that work offline and sync when the network returns.',
  },
  {
    icon: 'money',
    title: 'Payments & Integrations',
    desc: 'M-Pesa Daraja, card gateways, bank APIs and ERP connectors with reconciliation built in.',
  },
  {
    icon: 'cloud',
    title: 'Cloud & DevOps',
    desc: 'Docker, Kubernetes, Terraform and CI/CD pipelines on AWS, Azure and local data centres.',
  },
  {
    icon: 'database',
    title: 'Data & Reporting',
    desc: 'PostgreSQL, data pipelines and dashboards that turn daily operations into decisions.',
  },
  {
    icon: 'shield',
    title: 'Security & Compliance',
    desc: 'Threat modelling, penetration testing and Kenya Data Protection Act 2019 readiness.',
  },
] as const satisfies readonly Strength[];

/** Self-assessed proficiency, shown as progress bars. */
export const skillBars = [
  { label: 'Web & Mobile Development', value: 85 },
  { label: 'M-Pesa & API Integration', value: 96 },
  { label: 'Cloud & DevOps', value: 78 },
  { label: 'Code Review Coverage', value: 100 },
] as const satisfies readonly SkillBar[];
