import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Our Skills',
  description: 'The skills, experience and track record behind the software we deliver.',
  path: '/our-skills',
});

export default function Page() {
  return (
    <PageHero title="Our Skills" breadcrumb={[HOME_CRUMB]} crumbLabel="Our Skills" fadeOnScroll />
  );
}
