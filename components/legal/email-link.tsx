import { mailtoHref, site } from '@/content/site';

/** `<Email />` in a legal text: the company's address from content/site.ts, as a mail link. */
export function EmailLink() {
  return <a href={mailtoHref}>{site.email}</a>;
}
