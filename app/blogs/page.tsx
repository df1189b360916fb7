import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Blogs',
  description:
    'Practical articles on software, automation, security and growth for businesses in Kenya and East Africa.',
  path: '/blogs',
});

export default function Page() {
  return <PageHero title="Our Blogs" breadcrumb={[HOME_CRUMB]} crumbLabel="Blogs" fadeOnScroll />;
}
