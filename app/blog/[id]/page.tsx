import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleJsonLd } from '@/components/blog/article-json-ld';
import { ArticleView } from '@/components/blog/article-view';
import { RelatedPosts } from '@/components/blog/related-posts';
import { findArticle } from '@/content/blog/articles';
import { findPost, posts, type BlogPost } from '@/content/blog/posts';
import { articleWordCount } from '@/lib/blog';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((p) => ({ id: String(p.id) }));
}

async function load(params: Props['params']) {
  const id = Number((await params).id);
  const post = findPost(id);
  const article = findArticle(id);
  return post && article ? { post, article } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { post, article } = found;
  const base = pageMetadata({
    title: article.title,
    description: post.description,
    path: `/blog/${post.id}`,
  });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: article.published,
      modifiedTime: article.updated ?? article.published,
      section: post.label,
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { post, article } = found;
  const words = articleWordCount(article.body);
  const canonical = new URL(`/blog/${post.id}`, env().SITE_URL).href;
  const related = article.related
    .map((id) => findPost(id))
    .filter((p): p is BlogPost => p !== undefined);
  return (
    <>
      <ArticleView post={post} article={article} words={words} />
      <RelatedPosts posts={related} />
      <ArticleJsonLd post={post} article={article} canonical={canonical} words={words} />
    </>
  );
}
