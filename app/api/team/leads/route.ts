import { invalidPayload } from '@/lib/server/http';
import { teamRead } from '@/lib/server/team/handler';
import { leadFilterSchema, leadsFor, queryOf, toMessageFilter } from '@/lib/server/team/leads';
import { refuseOtherMethods } from '@/lib/server/methods';

/** GET ?state&ref&campaign&from&to -> {leads}: newest first, with source and what went out. */
export const GET = teamRead(async ({ url, store }) => {
  const filter = leadFilterSchema.safeParse(queryOf(url));
  if (!filter.success) return invalidPayload(filter.error);
  return Response.json({ leads: await leadsFor(store, toMessageFilter(filter.data)) });
});

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
