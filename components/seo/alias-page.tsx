import type { Metadata } from 'next';
import Link from 'next/link';
import { aliases, type AliasPath } from '@/lib/aliases';
import styles from '@/app/not-found.module.css';

/** The head of an alias page: canonical to the real page, never indexed itself. */
export function aliasMetadata(from: AliasPath, title: string): Metadata {
  return {
    title,
    alternates: { canonical: aliases[from] },
    robots: { index: false, follow: true },
  };
}

/** Fallback for static hosts: a zero-second refresh to the real page plus a link for everyone else. */
export function AliasPage({ from, title }: { from: AliasPath; title: string }) {
  const to = aliases[from];
  return (
    <section className={styles.page}>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <div className="container">
        <h1 className={styles.title}>{title} has moved</h1>
        <p>
          <Link href={to}>Continue to {title}</Link>
        </p>
      </div>
    </section>
  );
}
