import { leadsCsv } from '@/lib/server/exports';
import { invalidPayload } from '@/lib/server/http';
import { csvResponse, teamRead } from '@/lib/server/team/handler';
import { leadFilterSchema, queryOf, toMessageFilter } from '@/lib/server/team/leads';
import { refuseOtherMethods } from '@/lib/server/methods';

/** GET ?filters -> the leads as CSV, the columns of `npm run export:leads`; every download logged. */
export const GET = teamRead(async ({ url, store, member }) => {
  const filter = leadFilterSchema.safeParse(queryOf(url));
  if (!filter.success) return invalidPayload(filter.error);
  const rows = await store.listMessages(toMessageFilter(filter.data));
  const detail = `leads (${rows.length})${url.search ? ` ${url.search.slice(0, 200)}` : ''}`;
  await store.addAudit({ actor: member.email, action: 'csv-download', detail }, Date.now());
  return csvResponse('leads', leadsCsv(rows));
});

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
