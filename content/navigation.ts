import { products, productPath } from './products';
import { pageRoutes, servicePath, type FooterColumn } from './routes';
import { services } from './services';

export type NavLink = { href: string; label: string };

/** The navbar's links, in order; "Our Products" is a dropdown after them. */
export const mainLinks: readonly NavLink[] = pageRoutes.flatMap(({ path, nav }) =>
  nav ? [{ href: path, label: nav }] : [],
);

export const productLinks: readonly NavLink[] = products.map((p) => ({
  href: productPath(p.slug),
  label: p.name,
}));

const footerLinks = (column: FooterColumn): NavLink[] =>
  pageRoutes.flatMap(({ path, footer }) =>
    footer?.column === column ? [{ href: path, label: footer.label }] : [],
  );

export const footerColumns: readonly { title: string; links: readonly NavLink[] }[] = [
  { title: 'Quick Links', links: footerLinks('Quick Links') },
  {
    title: 'Our Services',
    links: services.map((s) => ({ href: servicePath(s.slug), label: s.title })),
  },
  { title: 'Other Links', links: footerLinks('Other Links') },
];
