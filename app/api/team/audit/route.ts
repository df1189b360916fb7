import { teamRead } from '@/lib/server/team/handler';
import { refuseOtherMethods } from '@/lib/server/methods';

/** How many entries the team pages and `npm run team -- audit` show. */
const SHOWN = 100;

/** GET -> {entries}: the audit log's last 100 entries, newest first. */
export const GET = teamRead(async ({ store }) =>
  Response.json({ entries: await store.listAudit(SHOWN) }),
);

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
