/** The blog's own words, beside its articles in content/articles. */
export const blog = {
  description:
    'Practical articles on software, automation, security and growth for businesses in Kenya and East Africa.',
} as const;
