import { env } from '@/lib/server/env';
import { invalidPayload, jsonError } from '@/lib/server/http';
import { teamRead } from '@/lib/server/team/handler';
import { buildLink, linkQuerySchema, qrFor, sitemapPaths } from '@/lib/server/team/link-builder';
import { queryOf } from '@/lib/server/team/leads';
import { refuseOtherMethods } from '@/lib/server/methods';

/** GET ?page&subject&ref&campaign -> {url, qr, pages}: the link to share and its QR code. */
export const GET = teamRead(async ({ url }) => {
  const query = linkQuerySchema.safeParse(queryOf(url));
  if (!query.success) return invalidPayload(query.error);
  const pages = sitemapPaths();
  if (!pages.includes(query.data.page)) return jsonError(400, 'Choose a page of the sitemap.');
  const link = buildLink(env().SITE_URL, query.data);
  if (!link.ok) return jsonError(400, link.message);
  return Response.json({ url: link.url, qr: qrFor(link.url), pages });
});

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
