import { AliasPage, aliasMetadata } from '@/components/seo/alias-page';

export const metadata = aliasMetadata('/blog', 'Our Blogs');

export default function Page() {
  return <AliasPage from="/blog" title="Our Blogs" />;
}
