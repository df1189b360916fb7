import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Terms and Conditions',
  description: 'The terms that apply when you use this website.',
  path: '/terms&conditions',
});

export default function Page() {
  return (
    <PageHero
      title="Terms and Conditions"
      breadcrumb={[HOME_CRUMB]}
      crumbLabel="Terms and Conditions"
    />
  );
}
