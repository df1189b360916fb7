import type { IconName } from '@/components/ui/icon-names';

export type BlogPost = {
  /** The article route id: /blog/{id}. */
  id: number;
  title: string;
  description: string;
  image: string;
  icon: IconName;
  label: string;
};

/**
 * The blog list in its sample order (spec 2.5). The ids follow the article routes, so the
 * order here differs from the ids for the last three: each card opens the article with its own title.
 */
export const posts = [
  {
    id: 1,
    title: 'Business of Growth',
    description:
      'How Kenyan SMEs use software to grow without growing their overheads at the same rate.',
    image: '/images/blog/business-of-growth.svg',
    icon: 'chart',
    label: 'Strategy',
  },
  {
    id: 2,
    title: 'Solution to Business',
    description:
      'Start from the business problem, not the technology: a practical way to scope software.',
    image: '/images/blog/solution-to-business.svg',
    icon: 'lightbulb',
    label: 'Consulting',
  },
  {
    id: 3,
    title: 'Marketing of Solution',
    description:
      'Launching a digital product in East Africa: channels, pricing and the first 100 users.',
    image: '/images/blog/marketing-of-solution.svg',
    icon: 'rocket',
    label: 'Product',
  },
  {
    id: 4,
    title: 'DevOps Automation',
    description:
      'Ship small changes safely and often with CI/CD, infrastructure as code and monitoring.',
    image: '/images/blog/devops-automation.svg',
    icon: 'cloud',
    label: 'DevOps',
  },
  {
    id: 6,
    title: 'Client-Centric Design',
    description:
      'Design for the people who will really use your product, on the phones and networks they have.',
    image: '/images/blog/client-centric-design.svg',
    icon: 'users',
    label: 'Design',
  },
  {
    id: 7,
    title: 'Data-Driven Insights',
    description:
      'Turn M-Pesa statements, sales records and app events into decisions you can trust.',
    image: '/images/blog/data-driven-insights.svg',
    icon: 'database',
    label: 'Data',
  },
  {
    id: 5,
    title: 'Security First',
    description:
      'Protect customer data and meet the Kenya Data Protection Act without slowing delivery.',
    image: '/images/blog/security-first.svg',
    icon: 'shield',
    label: 'Security',
  },
] as const satisfies readonly BlogPost[];

export function findPost(id: number): BlogPost | undefined {
  return posts.find((p) => p.id === id);
}
