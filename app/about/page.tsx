import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description:
    'Who we are: a Nairobi software engineering company building dependable web, mobile and cloud systems for East African businesses.',
  path: '/about',
});

export default function Page() {
  return <PageHero title="Our Story" breadcrumb={[HOME_CRUMB]} crumbLabel="About" fadeOnScroll />;
}
