import Link from 'next/link';
import { Fragment } from 'react';

// [label](/path), an https:// address, or an email address; trailing punctuation stays text.
const TOKEN =
  /\[([^\]]+)\]\((\/[^)\s]*)\)|(https:\/\/[^\s]+?)(?=[.,;:)]?(?:\s|$))|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Plain legal text with its links made clickable. */
export function RichText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, label, path, url, email] = match;
    parts.push(text.slice(last, match.index));
    if (label && path) parts.push(<Link href={path}>{label}</Link>);
    else if (url) parts.push(<a href={url}>{url.replace(/^https:\/\//, '')}</a>);
    else if (email) parts.push(<a href={`mailto:${email}`}>{email}</a>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}
