/**
 * Everything about the company that an operator edits lives here, and only here.
 * Values marked PLACEHOLDER are samples: replace them with the company's real details.
 */
export const site = {
  name: 'Kilele Technologies',
  shortName: 'Kilele',
  tagline: 'Innovate. Automate. Elevate.',
  description:
    'Kilele Technologies is a software engineering and IT services company in Nairobi, Kenya. We build web and mobile apps, M-Pesa and bank integrations, cloud and DevOps platforms and secure systems for startups, agencies and enterprises.',
  /** PLACEHOLDER: the company's phone number, in international format. */
  phone: '+254 700 000 000',
  /** PLACEHOLDER: the public contact address shown on the site. */
  email: 'hello@kilele.example',
  /** PLACEHOLDER: the WhatsApp number in the wa.me link (digits only). */
  whatsapp: 'https://wa.me/254700000000',
  /** PLACEHOLDER: the company's LinkedIn page. */
  linkedin: 'https://www.linkedin.com/company/kilele-technologies',
  /** PLACEHOLDER: the external booking page for the free 30-minute consultation. */
  consultationUrl: 'https://calendly.com/kilele-technologies/30min',
  consultationMinutes: 30,
  /** The company profile opened by "Want To Know Why ?" on the About page. */
  profilePdf: '/kilele-company-profile.pdf',
  address: {
    street: 'Westlands',
    locality: 'Nairobi',
    country: 'Kenya',
    countryCode: 'KE',
    label: 'Nairobi, Kenya',
  },
  location: { lat: -1.2921, lng: 36.8219 },
  /** Offices shown as markers on /maps. */
  offices: [{ name: 'Kilele Technologies, Nairobi', lat: -1.2921, lng: 36.8219 }],
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/kilele-technologies' },
    { name: 'X', href: 'https://x.com/kilele_tech' },
    { name: 'Facebook', href: 'https://www.facebook.com/kileletech' },
    { name: 'Instagram', href: 'https://www.instagram.com/kileletech' },
    { name: 'GitHub', href: 'https://github.com/kilele-tech' },
  ],
  foundedYear: 2023,
} as const;

export const telHref = `tel:${site.phone.replace(/\s+/g, '')}`;
export const mailtoHref = `mailto:${site.email}`;

/** A link to the contact form with its subject prefilled. */
export function contactHref(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}
