import { teamRead } from '@/lib/server/team/handler';
import { MIN_PAGE_VIEWS } from '@/lib/server/vitals/rating';
import { vitalsReport } from '@/lib/server/vitals/report';
import { refuseOtherMethods } from '@/lib/server/methods';

/**
 * GET -> the Web Vitals of real visitors over the last 28 days, the figures `npm run vitals`
 * prints: p75 per route and device with counts and ratings, and the slowest elements.
 */
export const GET = teamRead(async ({ store }) =>
  Response.json({ ...(await vitalsReport(store)), minPageViews: MIN_PAGE_VIEWS }),
);

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
