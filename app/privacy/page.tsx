import { AliasPage, aliasMetadata } from '@/components/seo/alias-page';

export const metadata = aliasMetadata('/privacy', 'Privacy Policy');

export default function Page() {
  return <AliasPage from="/privacy" title="Privacy Policy" />;
}
