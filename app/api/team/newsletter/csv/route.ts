import { subscribersCsv } from '@/lib/server/exports';
import { csvResponse, teamRead } from '@/lib/server/team/handler';
import { refuseOtherMethods } from '@/lib/server/methods';

/** GET -> the confirmed list as CSV, as `npm run export:subscribers` writes it; logged. */
export const GET = teamRead(async ({ store, member }) => {
  const rows = await store.listSubscribers('confirmed');
  const detail = `subscribers (${rows.length})`;
  await store.addAudit({ actor: member.email, action: 'csv-download', detail }, Date.now());
  return csvResponse('subscribers', subscribersCsv(rows));
});

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
