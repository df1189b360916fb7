export const FIRST_FLIGHT_BYTES: number;
export const NOT_FOUND_ROUTE: string;
export interface ServedSize {
  route: string;
  status: number;
  headerBytes: number;
  bodyBytes: number;
  total: number;
  gzippedHere: boolean;
}
export function servedSize(origin: string, route: string): Promise<ServedSize>;
export function sitemapRoutes(origin: string): Promise<string[]>;
export function servedSizes(origin: string): Promise<ServedSize[]>;
export function kb(bytes: number): string;
