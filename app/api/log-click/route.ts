import { apiHandler } from '@/lib/server/api-handler';
import { toClick } from '@/lib/server/clicks';
import { preflight } from '@/lib/server/cors';
import { jsonError } from '@/lib/server/http';
import { clickSchema } from '@/lib/schemas';
import { getStore } from '@/lib/server/store/default';
import { refuseOtherMethods } from '@/lib/server/methods';

/**
 * POST {tag, className, id, timestamp} -> 204: one click, stored with the page it was made on,
 * read from the Referer (a page still open from an earlier deployment sends it as `path`).
 */
export const POST = apiHandler(
  { endpoint: 'clicks', schema: clickSchema },
  async (data, request) => {
    const now = Date.now();
    const result = toClick(data, request.headers.get('referer'), now);
    if (!result.ok) {
      return jsonError(400, result.message, { errors: { [result.field]: [result.message] } });
    }
    await getStore().insertClick(result.click, now);
    return new Response(null, { status: 204 });
  },
);

export const OPTIONS = preflight;

export const { GET, HEAD, PUT, DELETE, PATCH } = refuseOtherMethods(['POST']);
