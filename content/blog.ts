import { site } from './site';

/** The blog's own words: the /blogs page and the feed readers see. */
export const blog = {
  description:
    'Practical articles on software, automation, security and growth for businesses in Kenya and East Africa.',
  feedTitle: `${site.name} blog`,
} as const;
