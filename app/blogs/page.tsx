import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/blog-list';
import { BlogShuffle } from '@/components/blog/blog-shuffle';
import { cardIcons } from '@/components/blog/card-icons';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { blog } from '@/content/blog';
import { articles, toPost } from '@/lib/server/content/articles';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Blogs',
  description: blog.description,
  path: '/blogs',
  feed: true,
});

export default function Page() {
  const posts = articles().map(toPost);
  return (
    <>
      <PageHero
        title="Our Blogs"
        breadcrumb={[HOME_CRUMB]}
        crumbLabel="Blogs"
        fadeOnScroll
        intro="Practical guides from our engineers on payments, security, design, DevOps and data, written for businesses in Kenya and East Africa."
      />
      <Section>
        <BlogList posts={posts} icons={cardIcons(posts)} />
        <BlogShuffle />
      </Section>
    </>
  );
}
