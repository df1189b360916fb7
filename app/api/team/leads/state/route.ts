import { jsonError } from '@/lib/server/http';
import { teamChange } from '@/lib/server/team/handler';
import { leadStateSchema } from '@/lib/server/team/leads';
import { refuseOtherMethods } from '@/lib/server/methods';

/** POST {id, state} -> 200 {id, state}: the lead's new state, logged; 404 for no such lead. */
export const POST = teamChange(leadStateSchema, async ({ id, state }, { member, store }) => {
  const changed = await store.setLeadState({ id, state, actor: member.email }, Date.now());
  if (!changed) return jsonError(404, 'There is no such lead.');
  return Response.json({ id, state });
});

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
