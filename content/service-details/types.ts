import type { ServiceSlug } from '@/content/services';

/** A line of copy with a short title, used for audiences and process steps. */
export type TitledText = { title: string; text: string };

export type TechGroup = {
  /** What the tools are for, e.g. "Payments" or "Infrastructure". */
  area: string;
  tools: readonly string[];
};

export type ServiceFaq = { question: string; answer: string };

/** The body of one service detail page. The page's title, icon and subject live in services.ts. */
export type ServiceDetails = {
  /** The meta description: specific to the service, under about 160 characters. */
  metaDescription: string;
  /** The overview's heading: what the service does for the client, in a few words. */
  headline: string;
  overview: readonly string[];
  audiences: readonly TitledText[];
  process: readonly TitledText[];
  deliverables: readonly string[];
  timeline: { range: string; note: string };
  technologies: readonly TechGroup[];
  faqs: readonly ServiceFaq[];
  related: readonly ServiceSlug[];
};
