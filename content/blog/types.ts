/** One block of an article body. Plain data, so word counts and tests can read it. */
export type ArticleBlock =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'ol'; items: readonly string[] }
  | { type: 'callout'; title: string; text: string };

export type Article = {
  /** The article route id: /blog/{id}; matches a post in posts.ts. */
  id: number;
  title: string;
  /** ISO date (YYYY-MM-DD) of first publication. */
  published: string;
  /** ISO date of the last substantive edit, when there was one. */
  updated?: string;
  /** A team or role, never an invented person. */
  author: string;
  /** The prefilled subject of the contact link at the end of the article. */
  contactSubject: string;
  /** The closing call to action. */
  cta: { title: string; text: string; button: string };
  /** Ids of the posts shown as related reading, in order. */
  related: readonly number[];
  body: readonly ArticleBlock[];
};
