import 'server-only';
import { productPath, products } from '@/content/products';
import { services, type ServiceSlug } from '@/content/services';
import { link, type KnowledgeEntry } from './knowledge-types';

/** Words visitors use for each service that its title and summary do not contain. */
const SERVICE_KEYWORDS: Record<ServiceSlug, string> = {
  'software-service': 'custom software bespoke system erp build develop tailor made',
  'consultancy-solution': 'consulting consultancy advice architecture vendor strategy it support',
  'business-automation': 'automation automate workflow spreadsheet manual mpesa callback report',
  'data-management': 'data database warehouse dashboard analytics backup pipeline reporting',
  'technology-solutions': 'systems integration cloud migration infrastructure network',
  'digital-innovation': 'prototype mvp startup idea innovation launch new product',
  'website-creation': 'website site web page landing ecommerce shop cms seo redesign',
  'web-application-development': 'web app application portal dashboard saas platform',
  'mobile-development': 'mobile app android ios phone offline',
  'iot-development': 'iot internet things sensor device gateway fleet farm tracking',
  devops: 'devops cloud ci cd pipeline aws azure kubernetes docker hosting deploy monitoring',
  'cyber-security': 'cybersecurity security penetration test audit vulnerability hack',
};

const PRODUCT_KEYWORDS: Record<(typeof products)[number]['slug'], string> = {
  'hotel-mgmt': 'hotel lodge reservation hospitality guesthouse',
  microfinance: 'microfinance loan sacco mfi lending group',
  'debt-tracking': 'debt debtor owe credit reminder collection',
  booking: 'booking system online reservation calendar salon deposit',
};

export const serviceEntries: KnowledgeEntry[] = services.map((s) => ({
  id: `service-${s.slug}`,
  title: s.title,
  keywords: SERVICE_KEYWORDS[s.slug],
  answer: `${s.title}: ${s.short} See ${link(s.title, `/${s.slug}`)}.`,
  href: `/${s.slug}`,
}));

export const productEntries: KnowledgeEntry[] = products.map((p) => ({
  id: `product-${p.slug}`,
  title: p.name,
  keywords: PRODUCT_KEYWORDS[p.slug],
  answer: `Our ${p.name} is coming soon: ${p.summary} ${link('See its page', productPath(p.slug))}.`,
  href: productPath(p.slug),
}));

export const productsOverview: KnowledgeEntry = {
  id: 'products',
  title: 'Our products',
  keywords: 'products ready made own software saas launch coming soon',
  answer: `Our own products are coming soon: ${products
    .map((p) => link(p.name, productPath(p.slug)))
    .join(', ')}.`,
  href: productPath(products[0].slug),
};
