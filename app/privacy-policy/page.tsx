import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'What this website collects, why, how long we keep it and your rights under the Kenya Data Protection Act 2019.',
  path: '/privacy-policy',
});

export default function Page() {
  return <PageHero title="Privacy Policy" breadcrumb={[HOME_CRUMB]} crumbLabel="Privacy Policy" />;
}
