import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { privacy } from '@/content/legal/privacy';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: privacy.title,
  description:
    'What this website collects, why, how long we keep it and your rights under the Kenya Data Protection Act 2019.',
  path: '/privacy-policy',
});

export default function Page() {
  return (
    <>
      <PageHero title={privacy.title} breadcrumb={[HOME_CRUMB]} />
      <LegalDocument doc={privacy} />
    </>
  );
}
