import { LegalPage, legalMetadata } from '@/components/legal/legal-page';

export const metadata = legalMetadata('brand-policy', '/brand-policy');

export default function Page() {
  return <LegalPage slug="brand-policy" />;
}
