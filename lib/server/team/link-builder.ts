import 'server-only';
import { encode } from 'uqr';
import { z } from 'zod';
import type { QrCode } from '@/lib/qr';
import { shareLink } from '@/lib/share-link';
import { articles } from '../content/articles';
import { sitemapEntries } from '../sitemap';

/** The builder's fields, as `npm run link` takes them (campaign is --utm-campaign). */
export const linkQuerySchema = z.object({
  page: z.string().max(300).default('/contact'),
  subject: z.string().max(200).optional(),
  ref: z.string().max(100).optional(),
  campaign: z.string().max(200).optional(),
});

/** Every page in the sitemap, as paths: what a shared link may open. */
export const sitemapPaths = (): string[] =>
  sitemapEntries(articles(), (path) => path).map((entry) => entry.url.replace(/&amp;/g, '&'));

/** The link `npm run link` prints for the same values (the same code), or why there is none. */
export function buildLink(
  siteUrl: string,
  { page, subject, ref, campaign }: z.output<typeof linkQuerySchema>,
): { ok: true; url: string } | { ok: false; message: string } {
  try {
    const url = shareLink({
      siteUrl,
      page,
      subject: page === '/contact' ? subject || undefined : undefined,
      ref: ref || undefined,
      utm: { campaign: campaign || undefined },
    });
    return { ok: true, url };
  } catch (error) {
    return {
      ok: false,
      message: (error as Error).message.replace(
        /--utm-campaign|--ref|--page|--subject/g,
        (flag) => FIELD_NAMES[flag] ?? flag,
      ),
    };
  }
}

const FIELD_NAMES: Record<string, string> = {
  '--utm-campaign': 'Campaign',
  '--ref': 'Ref',
  '--page': 'Page',
  '--subject': 'Subject',
};

/** The link's QR code: medium error correction, the standard 4-module quiet zone. */
export function qrFor(url: string): QrCode {
  const { data, size } = encode(url, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}
