import { guardRequest } from '@/lib/guard';
import { chatSchema } from '@/lib/schemas';
import { chatReply } from '@/lib/chat/reply';
import { chatError, unexpectedChatError, withErrorField } from '@/lib/chat/error-body';

/**
 * POST {message} -> 200 {reply}, plus `handoff` when the widget should offer to pass the question
 * to a person; every failure -> {error, message} with its status.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const guarded = await guardRequest(request, 'chat');
    if (!guarded.ok) return withErrorField(guarded.response);

    const parsed = chatSchema.safeParse(guarded.body);
    if (!parsed.success) {
      const errors = { message: parsed.error.issues.map((issue) => issue.message) };
      return chatError(400, errors.message[0] ?? 'Please type a message.', errors);
    }
    // The message is answered and forgotten: never stored or logged (privacy policy).
    return Response.json(await chatReply(parsed.data.message));
  } catch {
    return unexpectedChatError();
  }
}
