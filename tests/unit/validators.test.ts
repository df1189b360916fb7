import { describe, expect, it } from 'vitest';
import { vnuErrors } from '../../scripts/lib/vnu.mjs';
import {
  googleRulesProblems,
  structuredDataProblems,
} from '../../scripts/validate/structured-data.mjs';

const page = (head: string, body = '<p>Hello</p>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title>${head}</head><body>${body}</body></html>`;

const SOCIAL = [
  ['og:title', 'T'],
  ['og:description', 'D'],
  ['og:url', 'https://x.example/'],
  ['og:image', 'https://x.example/card'],
  ['og:image:alt', 'A card'],
  ['twitter:card', 'summary_large_image'],
  ['twitter:image', 'https://x.example/card'],
  ['twitter:image:alt', 'A card'],
]
  .map(
    ([name, content]) =>
      `<meta ${name!.startsWith('og') ? 'property' : 'name'}="${name}" content="${content}"/>`,
  )
  .join('');
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('the Nu HTML Checker step', () => {
  it('reports what the checker finds on each page, and nothing on a valid one', () => {
    const [valid, invalid] = vnuErrors([
      { name: '/ok', html: page('') },
      {
        name: '/bad',
        html: page(
          '<link rel="icon" href="data:image/svg+xml,<svg a b>">',
          '<img src="/a.svg" alt="" elementtiming="x">',
        ),
      },
    ]);
    expect(valid).toEqual({ name: '/ok', errors: [] });
    expect(invalid!.name).toBe('/bad');
    const messages = invalid!.errors.map((error) => error.message).join('\n');
    expect(messages).toMatch(/Bad value .* for attribute “href” on element “link”/);
    expect(messages).toMatch(/Attribute “elementtiming” not allowed/);
  }, 30_000);
});

describe('the structured data step', () => {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'H',
    image: 'https://x.example/i.svg',
    datePublished: '2026-01-01',
    dateModified: '2026-01-02',
    author: { '@type': 'Organization', name: 'K', url: 'https://x.example/' },
    publisher: {
      '@type': 'Organization',
      name: 'K',
      logo: { '@type': 'ImageObject', url: 'https://x.example/icon.svg' },
    },
  };
  const crumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog' },
    ],
  };

  it('passes an article with every field and its social card', () => {
    expect(
      structuredDataProblems('/blog/1', page(SOCIAL + jsonLd(posting) + jsonLd(crumbs))),
    ).toEqual([]);
  });

  it('names each missing field, a missing type and a missing card tag', () => {
    const publisher = { '@type': 'Organization', name: 'K' };
    const html = page(
      SOCIAL.replace(/<meta name="twitter:image:alt"[^>]*>/, '') +
        jsonLd({ ...posting, publisher }),
    );
    expect(structuredDataProblems('/blog/1', html)).toEqual([
      'BlogPosting without publisher.logo.url',
      'no BreadcrumbList',
      'no twitter:image:alt',
    ]);
  });

  it('checks the items of FAQ and breadcrumb lists, and the order of the crumbs', () => {
    const faq = {
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer' } }],
    };
    const badCrumbs = { ...crumbs, itemListElement: [...crumbs.itemListElement].reverse() };
    expect(structuredDataProblems('/x', page(SOCIAL + jsonLd([faq, badCrumbs])))).toEqual([
      'BreadcrumbList positions 2,1 are not 1, 2, 3…',
      'Question without acceptedAnswer.text',
    ]);
  });
});

describe("the structured data step's second engine (Adobe's validator, Google's rules)", () => {
  const crumbs = (items: object[]) =>
    jsonLd({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items });

  it('finds nothing in a complete breadcrumb trail and organization', async () => {
    const html = page(
      crumbs([
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
        { '@type': 'ListItem', position: 2, name: 'Blog' },
      ]) +
        jsonLd({
          '@context': 'https://schema.org',
          '@type': ['Organization', 'ProfessionalService'],
          name: 'K',
          url: 'https://x.example/',
          logo: 'https://x.example/icon.svg',
        }),
    );
    expect(await googleRulesProblems(html)).toEqual([]);
  });

  it('names what Google requires and recommends, and where', async () => {
    const html = page(crumbs([{ '@type': 'ListItem', name: 'Home' }]));
    expect(await googleRulesProblems(html)).toEqual([
      'warning in BreadcrumbList: At least two ListItems are required',
      'warning in BreadcrumbList > ListItem: Field "item" with URL is missing',
      'error in BreadcrumbList > ListItem: Required attribute "position" is missing',
    ]);
  });
});
