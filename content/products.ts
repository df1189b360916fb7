export type Product = {
  slug: string;
  name: string;
  summary: string;
};

/** The products in the navbar's "Our Products" menu; each page is a coming-soon page for now. */
export const products = [
  {
    slug: 'hotel-mgmt',
    name: 'Hotel Management System',
    summary:
      'Reservations, front desk, housekeeping and M-Pesa billing for hotels and lodges in one place.',
  },
  {
    slug: 'microfinance',
    name: 'Microfinance Platform',
    summary:
      'Loan origination, group lending, repayments over M-Pesa and portfolio reports for MFIs and SACCOs.',
  },
  {
    slug: 'debt-tracking',
    name: 'Debt Tracking App',
    summary:
      'Track what customers owe, send polite SMS reminders and reconcile payments as they arrive.',
  },
  {
    slug: 'booking',
    name: 'Booking System',
    summary:
      'Online appointments and bookings with deposits, reminders and a calendar your staff can trust.',
  },
] as const satisfies readonly Product[];

export function productPath(slug: string): string {
  return `/products/${slug}`;
}

/** Every other /products/* path is rewritten to this one coming-soon page (next.config.ts). */
export const COMING_SOON_SLUG = 'coming-soon';
