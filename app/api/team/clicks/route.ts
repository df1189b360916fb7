import { CLICK_PERIODS, clicksReport } from '@/lib/server/clicks-report';
import { teamRead } from '@/lib/server/team/handler';
import { refuseOtherMethods } from '@/lib/server/methods';

/** GET -> {periods, pages}: each page's most-clicked elements over the last 7 and 30 days. */
export const GET = teamRead(async ({ store }) =>
  Response.json({ periods: CLICK_PERIODS, pages: await clicksReport(store) }),
);

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
