import { teamRead } from '@/lib/server/team/handler';
import { linkStats } from '@/lib/server/team/link-stats';
import { refuseOtherMethods } from '@/lib/server/methods';

/** GET -> {periods, refs, campaigns}: landings, leads, sign-ups and confirmations per tag. */
export const GET = teamRead(async ({ store }) => Response.json(await linkStats(store)));

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
