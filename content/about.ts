import type { IconName } from '@/components/ui/icon-paths';

export type Reason = { icon: IconName; title: string; desc: string };

/** The picture beside the story at the top of /about: the page's largest paint on a phone. */
export const aboutStoryImage = '/images/about/story.svg';

export const aboutIntro = [
  'We are a software engineering and IT services company in Nairobi. We started with a simple belief: East African businesses deserve software that is built as carefully as anything made in London or San Francisco, and designed for the way they actually operate.',
  'Today our engineers, designers and analysts build web platforms, mobile apps, payment integrations and cloud infrastructure for startups, agencies and established enterprises. We handle the details that matter here: M-Pesa callbacks, offline-first apps for patchy networks, and the Kenya Data Protection Act 2019.',
] as const;

export const reasons = [
  {
    icon: 'handshake',
    title: 'Client-Centric',
    desc: 'One accountable lead, a shared backlog and a demo every week. You always know what is done, what is next and what it costs.',
  },
  {
    icon: 'lightbulb',
    title: 'Innovative Thinking',
    desc: 'We look for the simplest solution that works, automate what slows you down and bring proven tools before fashionable ones.',
  },
  {
    icon: 'check',
    title: 'Reliable Delivery',
    desc: 'Fixed milestones, automated tests and monitored releases, so launches are calm and your systems stay up afterwards.',
  },
] as const satisfies readonly Reason[];

export const mission =
  'To help businesses across East Africa grow by building dependable, secure and affordable software that solves real problems for their customers and staff.';

export const vision =
  'To be the engineering partner East African companies trust most for the systems they run on, recognised for quality, honesty and local insight.';

/** Subject prefilled by OUR EXPERTS and the About page's closing call to action. */
export const EXPERTS_SUBJECT = 'Requesting Software Engineering Services';
