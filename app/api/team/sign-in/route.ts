import { z } from 'zod';
import { apiHandler } from '@/lib/server/api-handler';
import { jsonError } from '@/lib/server/http';
import { getStore } from '@/lib/server/store/default';
import { teamEnabled } from '@/lib/server/team/access';
import { TEAM_OFF } from '@/lib/server/team/session';
import { LINK_ANSWER, requestSignInLink } from '@/lib/server/team/sign-in';
import { LIMITS } from '@/lib/schemas';
import { refuseOtherMethods } from '@/lib/server/methods';

const schema = z.object({
  email: z
    .string()
    .trim()
    .max(LIMITS.emailMax)
    .pipe(z.email('Please enter a valid email address.')),
});

/**
 * POST {email} (JSON, or the /team form without scripts) -> 202 with the same answer for every
 * address; a listed one is mailed a sign-in link. Limited per client here, and per address to
 * LINKS_PER_HOUR an hour.
 */
export const POST = apiHandler({ endpoint: 'team-sign-in', schema }, async ({ email }) => {
  if (!teamEnabled()) return jsonError(404, TEAM_OFF);
  await requestSignInLink(getStore(), email);
  return Response.json({ message: LINK_ANSWER }, { status: 202 });
});

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
