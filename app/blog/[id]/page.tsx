import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleJsonLd } from '@/components/blog/article-json-ld';
import { ArticleView } from '@/components/blog/article-view';
import { RelatedPosts } from '@/components/blog/related-posts';
import { articles, findArticle, toPost, type Article } from '@/lib/server/content/articles';
import { env } from '@/lib/server/env';
import { pageMetadata } from '@/lib/server/metadata';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return articles().map((a) => ({ id: String(a.data.id) }));
}

async function load(params: Props['params']) {
  return findArticle(Number((await params).id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await load(params);
  if (!article) return {};
  const { data } = article;
  const base = pageMetadata({
    title: data.title,
    description: data.description,
    path: `/blog/${data.id}`,
    feed: true,
  });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: data.published,
      modifiedTime: data.updated ?? data.published,
      section: data.label,
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const article = await load(params);
  if (!article) notFound();
  const canonical = new URL(`/blog/${article.data.id}`, env().SITE_URL).href;
  const related = article.data.related
    .map((id) => findArticle(id))
    .filter((a): a is Article => a !== undefined)
    .map(toPost);
  return (
    <>
      <ArticleView article={article} />
      <RelatedPosts posts={related} />
      <ArticleJsonLd article={article} canonical={canonical} />
    </>
  );
}
