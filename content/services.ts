import type { IconName } from '@/components/ui/icon-paths';

export type Service = {
  slug: string;
  title: string;
  /** One sentence for cards, menus and the chatbot. */
  short: string;
  icon: IconName;
  /** Subject prefilled on the contact form by this service's call to action. */
  subject: string;
  /** Card artwork under public/images/services/. */
  image: string;
  /** 'home' services are the six cards of the home carousel; 'catalogue' ones the /services grid. */
  group: 'home' | 'catalogue';
};

export const services = [
  {
    slug: 'software-service',
    title: 'Custom Software Development',
    short:
      'Software shaped around how your business really works, from first workshop to production.',
    icon: 'code',
    subject: 'Custom software development',
    image: '/images/services/software-service.svg',
    group: 'home',
  },
  {
    slug: 'consultancy-solution',
    title: 'IT Consultancy',
    short: 'Independent advice on architecture, vendors, budgets and delivery before you commit.',
    icon: 'compass',
    subject: 'IT consultancy',
    image: '/images/services/consultancy-solution.svg',
    group: 'home',
  },
  {
    slug: 'business-automation',
    title: 'Business Automation',
    short:
      'Replace spreadsheets and manual hand-offs with workflows, M-Pesa callbacks and reports.',
    icon: 'cog',
    subject: 'Business automation',
    image: '/images/services/business-automation.svg',
    group: 'home',
  },
  {
    slug: 'data-management',
    title: 'Data Management',
    short: 'Clean, secure and compliant data: pipelines, warehouses, dashboards and backups.',
    icon: 'database',
    subject: 'Data management',
    image: '/images/services/data-management.svg',
    group: 'home',
  },
  {
    slug: 'technology-solutions',
    title: 'Technology Solutions',
    short: 'Systems integration, cloud migration and the infrastructure to run them reliably.',
    icon: 'layers',
    subject: 'Technology solutions',
    image: '/images/services/technology-solutions.svg',
    group: 'home',
  },
  {
    slug: 'digital-innovation',
    title: 'Digital Innovation',
    short: 'Prototype and launch new digital products quickly, and learn from real users early.',
    icon: 'spark',
    subject: 'Digital innovation',
    image: '/images/services/digital-innovation.svg',
    group: 'home',
  },
  {
    slug: 'website-creation',
    title: 'Website Creation',
    short: 'Fast, accessible, search-friendly websites that your team can update themselves.',
    icon: 'globe',
    subject: 'Website creation',
    image: '/images/services/website-creation.svg',
    group: 'catalogue',
  },
  {
    slug: 'web-application-development',
    title: 'Web Application Development',
    short: 'Portals, dashboards and SaaS products with secure payments and role-based access.',
    icon: 'browser',
    subject: 'Web application development',
    image: '/images/services/web-application-development.svg',
    group: 'catalogue',
  },
  {
    slug: 'mobile-development',
    title: 'Mobile App Development',
    short: 'Android and iOS apps that work offline and sync when the network comes back.',
    icon: 'phone',
    subject: 'Mobile app development',
    image: '/images/services/mobile-development.svg',
    group: 'catalogue',
  },
  {
    slug: 'iot-development',
    title: 'IoT Development',
    short: 'Connected sensors, gateways and dashboards for farms, fleets, factories and buildings.',
    icon: 'chip',
    subject: 'IoT development',
    image: '/images/services/iot-development.svg',
    group: 'catalogue',
  },
  {
    slug: 'devops',
    title: 'DevOps & Cloud Infrastructure',
    short: 'CI/CD, infrastructure as code, monitoring and cloud costs that stay under control.',
    icon: 'cloud',
    subject: 'DevOps and cloud infrastructure',
    image: '/images/services/devops.svg',
    group: 'catalogue',
  },
  {
    slug: 'cyber-security',
    title: 'Cybersecurity',
    short: 'Security reviews, penetration tests and Data Protection Act compliance you can prove.',
    icon: 'shield',
    subject: 'Cybersecurity',
    image: '/images/services/cyber-security.svg',
    group: 'catalogue',
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]['slug'];

export const homeServices = services.filter((s) => s.group === 'home');
export const catalogueServices = services.filter((s) => s.group === 'catalogue');

export function findService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
