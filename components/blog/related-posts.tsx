import { Section, SectionHeader } from '@/components/ui/section';
import type { BlogPost } from '@/lib/server/content/articles';
import { cardIcons } from './card-icons';
import { PostCardGrid } from './post-card';

export function RelatedPosts({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <Section tone="alt" labelledBy="related-heading">
      <SectionHeader id="related-heading" eyebrow="Keep reading" title="Related articles" />
      <PostCardGrid posts={posts} icons={cardIcons(posts)} />
    </Section>
  );
}
