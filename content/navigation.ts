import { products, productPath } from './products';
import { services } from './services';

export type NavLink = { href: string; label: string };

/** The navbar's links, in order; "Our Products" is a dropdown after them. */
export const mainLinks: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/services', label: 'Our Services' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/contact', label: 'Contact Us' },
];

export const productLinks: readonly NavLink[] = products.map((p) => ({
  href: productPath(p.slug),
  label: p.name,
}));

export const footerColumns: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Quick Links',
    links: [
      { href: '/', label: 'Home' },
      { href: '/about', label: 'About' },
      { href: '/services', label: 'Services' },
      { href: '/our-skills', label: 'Our Skills' },
    ],
  },
  {
    title: 'Our Services',
    links: services.map((s) => ({ href: `/${s.slug}`, label: s.title })),
  },
  {
    title: 'Other Links',
    links: [
      { href: '/faq', label: 'FAQ' },
      { href: '/terms&conditions', label: 'Terms' },
      { href: '/brand-policy', label: 'Brand Policy' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
    ],
  },
];
