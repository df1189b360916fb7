import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { brand } from '@/content/legal/brand';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: brand.title,
  description:
    'How to use our name, logo and colours, what needs permission and how to ask for it.',
  path: '/brand-policy',
});

export default function Page() {
  return (
    <>
      <PageHero title={brand.title} breadcrumb={[HOME_CRUMB]} />
      <LegalDocument doc={brand} />
    </>
  );
}
