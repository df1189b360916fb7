import Link from 'next/link';
import type { ComponentProps } from 'react';

/** A link in Markdown: a page of this site goes through next/link, anything else is a plain link. */
export function ContentLink({ href = '', ...props }: ComponentProps<'a'>) {
  return href.startsWith('/') ? <Link href={href} {...props} /> : <a href={href} {...props} />;
}
