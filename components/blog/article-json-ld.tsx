import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/content/site';
import type { Article } from '@/lib/server/content/articles';
import { LOGO_PATH } from '@/lib/server/structured-data';

type ArticleJsonLdProps = {
  article: Article;
  /** The article's absolute canonical URL; every other URL is resolved against it. */
  canonical: string;
};

/** BlogPosting structured data for an article (the hero's breadcrumb adds the BreadcrumbList). */
export function ArticleJsonLd({ article, canonical }: ArticleJsonLdProps) {
  const { data } = article;
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
          headline: data.title,
          description: data.description,
          datePublished: data.published,
          dateModified: data.updated ?? data.published,
          author: organization,
          // Search engines show the publisher's logo with the article, so it is named here too.
          publisher: { ...organization, logo: { '@type': 'ImageObject', url: url(LOGO_PATH) } },
          image: url(data.image),
          url: canonical,
          mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
          articleSection: data.label,
          wordCount: article.words,
          inLanguage: 'en-KE',
        },
      ]}
    />
  );
}
