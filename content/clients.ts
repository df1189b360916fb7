/**
 * SAMPLE clients: fictional companies with original wordmarks, shown until real, consented
 * client logos replace them.
 */
export type Client = { name: string; logo: string; width: number; height: number };

export const clients: readonly Client[] = [
  'Savanna Logistics',
  'Jenga Microfinance',
  'Pwani Fresh',
  'Mto Health',
  'Baraka Hotels',
  'Kijani Agritech',
  'Tausi Travel',
  'Nuru Schools',
].map((name) => ({
  name,
  logo: `/images/clients/${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
  width: 200,
  height: 64,
}));
