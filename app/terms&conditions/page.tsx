import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { terms } from '@/content/legal/terms';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: terms.title,
  description:
    'The terms that apply when you use this website: acceptable use, intellectual property, liability and Kenyan law.',
  path: '/terms&conditions',
});

export default function Page() {
  return (
    <>
      <PageHero title={terms.title} breadcrumb={[HOME_CRUMB]} />
      <LegalDocument doc={terms} />
    </>
  );
}
