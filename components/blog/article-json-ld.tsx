import { JsonLd } from '@/components/seo/json-ld';
import type { BlogPost } from '@/content/blog/posts';
import type { Article } from '@/content/blog/types';
import { site } from '@/content/site';

type ArticleJsonLdProps = {
  post: BlogPost;
  article: Article;
  /** The article's absolute canonical URL; every other URL is resolved against it. */
  canonical: string;
  words: number;
};

/** BlogPosting structured data for an article (the hero's breadcrumb adds the BreadcrumbList). */
export function ArticleJsonLd({ post, article, canonical, words }: ArticleJsonLdProps) {
  const url = (path: string) => new URL(path, canonical).href;
  // The company's full description is on the home page under this @id (OrganizationJsonLd).
  const organization = {
    '@type': 'Organization',
    '@id': url('/#organization'),
    name: site.name,
    url: url('/'),
  };
  return (
    <JsonLd
      data={[
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: article.title,
          description: post.description,
          datePublished: article.published,
          dateModified: article.updated ?? article.published,
          author: organization,
          publisher: organization,
          image: url(post.image),
          url: canonical,
          mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
          articleSection: post.label,
          wordCount: words,
          inLanguage: 'en-KE',
        },
      ]}
    />
  );
}
