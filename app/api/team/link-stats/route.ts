import { teamRead } from '@/lib/server/team/handler';
import { linkStats } from '@/lib/server/team/link-stats';

/** GET -> {periods, refs, campaigns}: landings, leads, sign-ups and confirmations per tag. */
export const GET = teamRead(async ({ store }) => Response.json(await linkStats(store)));
