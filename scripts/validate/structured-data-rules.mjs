// The fields each kind of structured data must have, after the search engines' own documentation
// (Google Search Central's structured data guides, and schema.org for Service, which has no rich
// result of its own), and the social cards every page needs. A path is a dotted list of keys; a
// field must be present and not empty. The rules apply to the items a page's JSON-LD lists
// (an organization named inside another item, as an article's author, is only a reference), and
// to the items of the lists in ITEM_LISTS. Checked by structured-data.mjs.

export const TYPE_RULES = {
  // Google: Organization and LocalBusiness (ProfessionalService is one): name and address are
  // required for a local business; url, logo, telephone, sameAs help it be recognised.
  Organization: ['name', 'url', 'logo', 'telephone', 'email', 'sameAs'],
  ProfessionalService: [
    'name',
    'url',
    'address.streetAddress',
    'address.addressLocality',
    'address.addressCountry',
  ],
  // Google: Article (BlogPosting): headline, image, dates and author; the publisher with its
  // logo is what an article result shows beside it.
  BlogPosting: [
    'headline',
    'image',
    'datePublished',
    'dateModified',
    'author.name',
    'author.url',
    'publisher.name',
    'publisher.logo.url',
  ],
  // Google: FAQ: each question needs its name and an accepted answer with its text.
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer.text'],
  // schema.org Service: what is offered, by whom, where.
  Service: ['name', 'description', 'url', 'provider.name', 'areaServed'],
  // Google: Breadcrumb: the list, each item with its position and name.
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
};

/** The lists whose items are checked too: the list's field, and the type of its items. */
export const ITEM_LISTS = {
  FAQPage: { field: 'mainEntity', type: 'Question' },
  BreadcrumbList: { field: 'itemListElement', type: 'ListItem' },
};

/** A page of each type must carry it: the route, and the types it must have. */
export const PAGES_WITH = [
  { route: '/', types: ['Organization', 'ProfessionalService'] },
  { route: '/blog/1', types: ['BlogPosting', 'BreadcrumbList'] },
  { route: '/faq', types: ['FAQPage', 'BreadcrumbList'] },
  { route: '/software-service', types: ['Service', 'FAQPage', 'BreadcrumbList'] },
];

/**
 * The social card tags of every page (Open Graph, and X's, which falls back to Open Graph for
 * title and description but not for the image's text alternative).
 */
export const SOCIAL_TAGS = [
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'og:image:alt',
  'twitter:card',
  'twitter:image',
  'twitter:image:alt',
];
