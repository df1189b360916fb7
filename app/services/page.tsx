import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Our Services',
  description:
    'Websites, web and mobile apps, IoT, DevOps and cloud, cybersecurity, consulting and automation from one Nairobi team.',
  path: '/services',
});

export default function Page() {
  return (
    <PageHero title="Our Services" breadcrumb={[HOME_CRUMB]} crumbLabel="Services" fadeOnScroll />
  );
}
