import { AliasPage, aliasMetadata } from '@/components/seo/alias-page';

export const metadata = aliasMetadata('/terms', 'Terms and Conditions');

export default function Page() {
  return <AliasPage from="/terms" title="Terms and Conditions" />;
}
