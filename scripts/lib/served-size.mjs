// What a served route costs in a new connection's first flight: the response headers' bytes
// plus the body as the server sends it gzip-compressed. A TCP connection's first flight is ten
// segments, about 14 KB: a page within it paints without waiting for another round trip.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

export const FIRST_FLIGHT_BYTES = 14 * 1024;

/** GETs `url` asking for gzip; resolves with the status, raw header block and raw body bytes. */
function getRaw(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The header block as it went over the wire: status line, each header line, blank line. */
function headerBytes(res) {
  let text = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`;
  for (let i = 0; i < res.rawHeaders.length; i += 2)
    text += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`;
  return Buffer.byteLength(`${text}\r\n`);
}

/**
 * Measures one route of the server at `origin`. A body the server sent uncompressed is gzipped
 * here at level 6 (what a host's compression typically uses), and `gzippedHere` says so.
 * `keepBody` adds the body's bytes as sent.
 */
export async function servedSize(origin, route, { keepBody = false } = {}) {
  const { res, body } = await getRaw(new URL(route, origin));
  const gzippedByServer = res.headers['content-encoding'] === 'gzip';
  const bodyBytes = gzippedByServer ? body.length : gzipSync(body, { level: 6 }).length;
  const headers = headerBytes(res);
  return {
    route,
    status: res.statusCode,
    headerBytes: headers,
    bodyBytes,
    total: headers + bodyBytes,
    gzippedHere: !gzippedByServer,
    ...(keepBody ? { body } : {}),
  };
}

const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The paths the server's sitemap lists, in its order. */
export async function sitemapRoutes(origin) {
  const response = await fetch(new URL('/sitemap.xml', origin));
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const unescape = (text) =>
    text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => XML_ENTITIES[name]);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(unescape(m[1])).pathname);
}

/** A path no page answers, for the 404 page. */
export const NOT_FOUND_ROUTE = '/no-such-page-first-flight';

/** Every sitemap route plus the 404 page, measured one after another. */
export async function servedSizes(origin, options) {
  const routes = [...(await sitemapRoutes(origin)), NOT_FOUND_ROUTE];
  const sizes = [];
  for (const route of routes) sizes.push(await servedSize(origin, route, options));
  return sizes;
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
