import { refFor } from '@/lib/server/team/access';
import { teamRead } from '@/lib/server/team/handler';
import { refuseOtherMethods } from '@/lib/server/methods';

/** GET -> {email, ref}: who is signed in, and the `ref` their shared links carry by default. */
export const GET = teamRead(async ({ member }) =>
  Response.json({ email: member.email, ref: refFor(member.email) }),
);

export const { POST, PUT, DELETE, PATCH } = refuseOtherMethods(['GET']);
