import type { Metadata } from 'next';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Tell us about your project. Call, email, WhatsApp or send a message and we reply within one working day.',
  path: '/contact',
  image: '/contact/opengraph-image',
});

export default function Page() {
  return (
    <PageHero title="Contact Us" breadcrumb={[HOME_CRUMB]} crumbLabel="Contact" fadeOnScroll />
  );
}
