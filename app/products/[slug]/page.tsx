import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { COMING_SOON_SLUG, products, productPath } from '@/content/products';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The four products, plus the generic page that every other /products/* path is rewritten to. */
export function generateStaticParams() {
  return [...products.map((p) => ({ slug: p.slug })), { slug: COMING_SOON_SLUG }];
}

function productFor(slug: string) {
  return products.find((p) => p.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const product = productFor(slug);
  return pageMetadata({
    title: product ? `${product.name}: Coming Soon` : 'Products: Coming Soon',
    description: product?.summary ?? 'Our products for Kenyan businesses are launching soon.',
    path: productPath(slug),
  });
}

export default async function ProductPage({ params }: Props) {
  const product = productFor((await params).slug);
  return (
    <PageHero
      eyebrow="Coming soon"
      title={product?.name ?? 'Our Products'}
      intro={product?.summary ?? 'Our products for Kenyan businesses are launching soon.'}
      breadcrumb={[HOME_CRUMB]}
      crumbLabel={product?.name ?? 'Products'}
    />
  );
}
