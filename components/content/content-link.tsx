import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link';

/** A link in Markdown: a page of this site goes through SiteLink, anything else is a plain link. */
export function ContentLink({ href = '', ...props }: ComponentProps<'a'>) {
  const local = href.startsWith('/') && !href.startsWith('//');
  return local ? <SiteLink href={href} {...props} /> : <a href={href} {...props} />;
}
