import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className={styles.page}>
      <div className="container">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Oops! The page you&apos;re looking for doesn&apos;t exist.</h1>
        <p>It may have moved, or the link may have a typo. Let&apos;s get you back on track.</p>
        <ButtonLink href="/">Go Home</ButtonLink>
      </div>
    </section>
  );
}
