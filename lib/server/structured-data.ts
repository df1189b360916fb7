import 'server-only';
import { site } from '@/content/site';
import { absoluteUrl } from './site-url';

/** The company's logo, as structured data names it (the site icon). */
export const LOGO_PATH = '/icon.svg';

/** The company as schema.org sees it, for the pages that describe it (OrganizationJsonLd). */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl('/opengraph-image'),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressCountry: site.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.location.lat, longitude: site.location.lng },
    areaServed: ['Kenya', 'East Africa'],
    sameAs: site.social.map((s) => s.href),
  };
}

export type Crumb = { href: string; label: string };

/** The trail links to its pages; the current page, last, needs no URL (schema.org allows it). */
export function breadcrumbJsonLd(trail: readonly Crumb[], current: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: absoluteUrl(crumb.href),
      })),
      { '@type': 'ListItem', position: trail.length + 1, name: current },
    ],
  };
}
