import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { findPost, posts } from '@/content/blog/posts';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((p) => ({ id: String(p.id) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findPost(Number((await params).id));
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blog/${post.id}`,
  });
}

export default async function ArticlePage({ params }: Props) {
  const post = findPost(Number((await params).id));
  if (!post) notFound();
  return (
    <PageHero
      eyebrow={post.label}
      title={post.title}
      intro={post.description}
      breadcrumb={[HOME_CRUMB, { href: '/blogs', label: 'Blogs' }]}
    />
  );
}
