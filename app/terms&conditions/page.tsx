import { LegalPage, legalMetadata } from '@/components/legal/legal-page';

export const metadata = legalMetadata('terms-and-conditions', '/terms&conditions');

export default function Page() {
  return <LegalPage slug="terms-and-conditions" />;
}
