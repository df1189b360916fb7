import { articles } from '@/lib/server/content/articles';
import { rssFeed } from '@/lib/server/feed';
import { absoluteUrl } from '@/lib/server/site-url';

// Written once at build time, like the pages: the feed changes only when the articles do.
export const dynamic = 'force-static';

export function GET() {
  return new Response(rssFeed(articles(), absoluteUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
