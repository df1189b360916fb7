import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'FAQ',
  description:
    'Answers to common questions about timelines, pricing, support, security and how we work.',
  path: '/faq',
});

export default function Page() {
  return <PageHero title="Frequently Asked Questions" breadcrumb={[HOME_CRUMB]} crumbLabel="FAQ" />;
}
