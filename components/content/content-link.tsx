import Link from 'next/link';
import type { ComponentProps } from 'react';

/** A link in Markdown: a page of this site goes through next/link, anything else is a plain link. */
export function ContentLink({ href = '', ...props }: ComponentProps<'a'>) {
  const local = href.startsWith('/') && !href.startsWith('//');
  return local ? <Link href={href} {...props} /> : <a href={href} {...props} />;
}
