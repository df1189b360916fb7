/** SAMPLE client logos of fictional companies: replace with real clients (with their permission). */
export type ClientLogo = { name: string; logo: string; width: number; height: number };

export const clients = [
  {
    name: 'Savanna Logistics',
    logo: '/images/clients/savanna-logistics.svg',
    width: 200,
    height: 64,
  },
  {
    name: 'Jenga Microfinance',
    logo: '/images/clients/jenga-microfinance.svg',
    width: 200,
    height: 64,
  },
  { name: 'Pwani Fresh', logo: '/images/clients/pwani-fresh.svg', width: 200, height: 64 },
  { name: 'Mto Health', logo: '/images/clients/mto-health.svg', width: 200, height: 64 },
  { name: 'Baraka Hotels', logo: '/images/clients/baraka-hotels.svg', width: 200, height: 64 },
  { name: 'Kijani Agritech', logo: '/images/clients/kijani-agritech.svg', width: 200, height: 64 },
  { name: 'Tausi Travel', logo: '/images/clients/tausi-travel.svg', width: 200, height: 64 },
  { name: 'Nuru Schools', logo: '/images/clients/nuru-schools.svg', width: 200, height: 64 },
] as const satisfies readonly ClientLogo[];
