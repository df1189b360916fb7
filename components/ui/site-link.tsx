import { IntentLink, type IntentLinkProps } from './intent-link';

/**
 * Pages whose Content-Security-Policy allows more than the others: /maps alone may load Google
 * Maps. A document keeps the policy it was loaded with, so these are loaded as documents of their
 * own, never reached by a client-side navigation from another page.
 */
const OWN_POLICY = new Set(['/maps']);

/**
 * A link within the site: a client-side navigation, prefetched when the visitor reaches for it
 * (`IntentLink`), or a document load where the policy needs it.
 */
export function SiteLink({ href, ...props }: IntentLinkProps) {
  if (OWN_POLICY.has(href.split(/[?#]/)[0] ?? href)) return <a href={href} {...props} />;
  return <IntentLink href={href} {...props} />;
}
