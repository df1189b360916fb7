import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Locate Us',
  description: 'Find our office in Nairobi, Kenya.',
  path: '/maps',
});

export default function Page() {
  return <PageHero title="Locate Us" breadcrumb={[HOME_CRUMB]} crumbLabel="Locate Us" />;
}
