import type { Metadata } from 'next';
import { ComingSoon } from '@/components/products/coming-soon';
import { OtherProducts } from '@/components/products/other-products';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { COMING_SOON_SLUG, products, productPath } from '@/content/products';
import { pageMetadata } from '@/lib/server/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The four products, plus the generic page that every other /products/* path is rewritten to. */
export function generateStaticParams() {
  return [...products.map((p) => ({ slug: p.slug })), { slug: COMING_SOON_SLUG }];
}

function productFor(slug: string) {
  return products.find((p) => p.slug === slug);
}

const GENERIC_SUMMARY =
  'Software products for Kenyan businesses, built on what we learn delivering client projects: hotel management, microfinance, debt tracking and bookings.';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const product = productFor(slug);
  return pageMetadata({
    title: product ? `${product.name}: Coming Soon` : 'Products: Coming Soon',
    description: product?.summary ?? GENERIC_SUMMARY,
    path: productPath(slug),
  });
}

export default async function ProductPage({ params }: Props) {
  const product = productFor((await params).slug);
  return (
    <>
      <PageHero
        eyebrow="Coming soon"
        title={product?.name ?? 'Our Products'}
        intro={product?.summary ?? GENERIC_SUMMARY}
        breadcrumb={[HOME_CRUMB]}
        crumbLabel={product?.name ?? 'Products'}
      />
      <Section>
        <ComingSoon product={product} />
      </Section>
      <Section tone="alt">
        <OtherProducts currentSlug={product?.slug} />
      </Section>
    </>
  );
}
