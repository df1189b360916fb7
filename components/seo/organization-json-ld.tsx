import { organizationJsonLd } from '@/lib/server/structured-data';
import { JsonLd } from './json-ld';

/**
 * The company with its Nairobi address and contacts, as schema.org Organization and
 * ProfessionalService. It goes on the pages that describe the company (home, about, contact,
 * maps), as search engines recommend, rather than on every page, where it would add ~600
 * compressed bytes to each; articles name it as their publisher by its `@id`.
 */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd()} />;
}
