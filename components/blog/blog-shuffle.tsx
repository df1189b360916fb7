import { BLOG_SHUFFLE_SCRIPT } from '@/lib/blog-shuffle';

/** Shuffles the blog list before its first paint (lib/blog-shuffle.ts). Right after the list. */
export function BlogShuffle() {
  return <script dangerouslySetInnerHTML={{ __html: BLOG_SHUFFLE_SCRIPT }} />;
}
