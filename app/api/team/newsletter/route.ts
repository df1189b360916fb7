import { teamRead } from '@/lib/server/team/handler';
import { newsletterStats } from '@/lib/server/team/newsletter-stats';
import { refuseOtherMethods } from '@/lib/server/methods';

/** GET -> {counts, weeks}: the list by status, and sign-ups and confirmations per week. */
export const GET = teamRead(async ({ store }) => Response.json(await newsletterStats(store)));

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
