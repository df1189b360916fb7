import { expect, test } from './support/test';
import {
  FIRST_FLIGHT_BYTES,
  kb,
  NOT_FOUND_ROUTE,
  servedSizes,
} from '../../scripts/lib/served-size.mjs';

// A new TCP connection's first flight is ten segments, about 14 KB: a page whose response
// headers and gzipped HTML fit in it paints without waiting for a second round trip.
test('every sitemap route and the 404 page fit in one first flight (14 KB)', async ({
  baseURL,
}) => {
  const sizes = await servedSizes(baseURL!);
  expect(sizes.length).toBeGreaterThan(20);
  expect(sizes.at(-1)).toMatchObject({ route: NOT_FOUND_ROUTE, status: 404 });
  expect(sizes.filter((s) => s.status !== 200 && s.route !== NOT_FOUND_ROUTE)).toEqual([]);
  const over = sizes
    .filter((s) => s.total > FIRST_FLIGHT_BYTES)
    .map((s) => `${s.route}: ${kb(s.total)} KB (${s.headerBytes} B headers)`);
  expect(over, `over ${kb(FIRST_FLIGHT_BYTES)} KB`).toEqual([]);
});
