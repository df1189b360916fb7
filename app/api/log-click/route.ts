import { toClick } from '@/lib/clicks';
import { preflight, withCors } from '@/lib/cors';
import { guardRequest, invalidPayload } from '@/lib/guard';
import { jsonError, withErrors } from '@/lib/http';
import { clickSchema } from '@/lib/schemas';
import { getStore } from '@/lib/store/default';

export const POST = withCors(
  withErrors(async (request: Request) => {
    const guarded = await guardRequest(request, 'clicks');
    if (!guarded.ok) return guarded.response;
    const parsed = clickSchema.safeParse(guarded.body);
    if (!parsed.success) return invalidPayload(parsed.error);

    const now = Date.now();
    const result = toClick(parsed.data, request.headers.get('referer'), now);
    if (!result.ok) {
      return jsonError(400, result.message, { errors: { [result.field]: [result.message] } });
    }
    await getStore().insertClick(result.click, now);
    return new Response(null, { status: 204 });
  }),
);

export const OPTIONS = preflight;
