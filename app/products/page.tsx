import { AliasPage, aliasMetadata } from '@/components/seo/alias-page';

export const metadata = aliasMetadata('/products', 'Our Products');

export default function Page() {
  return <AliasPage from="/products" title="Our Products" />;
}
