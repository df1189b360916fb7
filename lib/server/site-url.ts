import 'server-only';
import { env } from './env';

/** An absolute URL on this site, from SITE_URL (for JSON-LD, sitemap and feeds). */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString();
}
