import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Home',
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <PageHero
      eyebrow={site.tagline}
      title={`${site.name}: software engineering from Nairobi`}
      intro={site.description}
    />
  );
}
