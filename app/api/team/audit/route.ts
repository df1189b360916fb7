import { teamRead } from '@/lib/server/team/handler';

/** How many entries the team pages and `npm run team -- audit` show. */
const SHOWN = 100;

/** GET -> {entries}: the audit log's last 100 entries, newest first. */
export const GET = teamRead(async ({ store }) =>
  Response.json({ entries: await store.listAudit(SHOWN) }),
);
