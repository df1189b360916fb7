import type { Metadata } from 'next';
import { MapSection } from '@/components/map/map-section';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { PageHero, HOME_CRUMB } from '@/components/ui/page-hero';
import { site } from '@/content/site';
import { DEFAULT_MAP_ID } from '@/lib/map/config';
import { env } from '@/lib/server/env';
import { pageMetadata } from '@/lib/server/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Locate Us',
  description: `Find our office in ${site.address.street}, ${site.address.label}, with directions on Google Maps.`,
  path: '/maps',
});

// The page is prerendered at build time, so it carries the key (or none) that the build saw.
const apiKey = env().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
const mapId = process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID || DEFAULT_MAP_ID;

export default function Page() {
  return (
    <>
      <OrganizationJsonLd />
      <PageHero
        title="Locate Us"
        breadcrumb={[HOME_CRUMB]}
        intro={`Our team works from ${site.address.street}, ${site.address.locality}. Come by for a coffee and a chat about your project; book ahead so the right engineers are in.`}
      />
      <MapSection apiKey={apiKey} mapId={mapId} />
    </>
  );
}
