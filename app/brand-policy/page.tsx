import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Brand Policy',
  description: 'How to use our name, logo and brand assets.',
  path: '/brand-policy',
});

export default function Page() {
  return <PageHero title="Brand Policy" breadcrumb={[HOME_CRUMB]} crumbLabel="Brand Policy" />;
}
