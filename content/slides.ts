import type { IconName } from '@/components/ui/icon-paths';

export type HeroSlide = {
  title: string;
  subtitle: string;
  /**
   * 1600x900 artwork with a calm left half for the text. The slides after the first are views of
   * one file (`slides.svg#slide-N`: its `<view>` elements, each over one picture's nested `<svg>`),
   * which a phone loads and parses once instead of once a slide; the first, the page's largest
   * paint, stays a small file of its own.
   */
  image: string;
  /** Describes the artwork for screen readers. */
  alt: string;
  features: readonly [SlideFeature, SlideFeature];
};

export type SlideFeature = { icon: IconName; label: string };

/** Subject prefilled on the contact form by the hero's GET STARTED button. */
export const GET_STARTED_SUBJECT = 'Getting started on a new project';

export const slides = [
  {
    title: 'Software engineered for how Kenyan businesses really work',
    subtitle:
      'Web platforms, mobile apps and internal tools built by a Nairobi team that understands your customers, your regulators and your networks.',
    image: '/images/hero/slide-1.svg',
    alt: 'Illustration of a code editor beside a web page, with settings gears',
    features: [
      { icon: 'code', label: 'Custom web & mobile apps' },
      { icon: 'users', label: 'Senior Nairobi team' },
    ],
  },
  {
    title: 'M-Pesa, bank and API integrations that reconcile themselves',
    subtitle:
      'Daraja STK Push, C2B and B2C callbacks, bank APIs and your ERP talking to each other, with every shilling traceable.',
    image: '/images/hero/slides.svg#slide-2',
    alt: 'Illustration of mobile payments flowing between a phone, a bank and a ledger',
    features: [
      { icon: 'money', label: 'M-Pesa Daraja experts' },
      { icon: 'link', label: 'Bank & ERP integrations' },
    ],
  },
  {
    title: 'Offline-first apps for field teams on patchy networks',
    subtitle:
      'Agents, riders and clinicians keep working without signal; data syncs safely the moment the connection comes back.',
    image: '/images/hero/slides.svg#slide-3',
    alt: 'Illustration of a phone app keeping field records while offline and syncing them to the cloud',
    features: [
      { icon: 'wifi', label: 'Works offline, syncs later' },
      { icon: 'phone', label: 'Android & iOS' },
    ],
  },
  {
    title: 'Cloud and DevOps that keep you online and on budget',
    subtitle:
      'Automated deployments, monitoring and backups on AWS, Azure or local data centres, with costs you can predict every month.',
    image: '/images/hero/slides.svg#slide-4',
    alt: 'Illustration of a cloud linked to a row of servers and a deployment queue',
    features: [
      { icon: 'cloud', label: 'CI/CD & infrastructure as code' },
      { icon: 'chart', label: '24/7 monitoring' },
    ],
  },
  {
    title: 'Secure by design and ready for the Data Protection Act',
    subtitle:
      'Security reviews, penetration tests and privacy-by-design engineering so you can show compliance with the Kenya Data Protection Act 2019.',
    image: '/images/hero/slides.svg#slide-5',
    alt: 'Illustration of a padlocked shield guarding the systems connected around it',
    features: [
      { icon: 'shield', label: 'Security reviews & pen tests' },
      { icon: 'lock', label: 'KDPA 2019 compliance' },
    ],
  },
] as const satisfies readonly HeroSlide[];
