import 'server-only';
import { systemPrompt } from './system-prompt';

export type UpstreamConfig = {
  /** An OpenAI-compatible chat completions endpoint, called as is. */
  url: string;
  key: string;
  model: string;
  timeoutMs?: number;
};

export const UPSTREAM_TIMEOUT_MS = 15_000;
/** A reply longer than this is cut: the widget is small, and a runaway model is not our page. */
const MAX_REPLY_CHARS = 1_500;

type Completion = { choices?: { message?: { content?: unknown } }[] };

/** Asks the upstream model; throws on any failure so the caller can fall back. */
export async function askUpstream(config: UpstreamConfig, message: string): Promise<string> {
  const response = await fetch(config.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.2,
      max_tokens: 300,
      messages: [
        { role: 'system', content: systemPrompt() },
        { role: 'user', content: message },
      ],
    }),
    signal: AbortSignal.timeout(config.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`upstream answered ${response.status}`);
  const completion = (await response.json()) as Completion;
  const content = completion.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new Error('upstream answer has no content');
  }
  return content.trim().slice(0, MAX_REPLY_CHARS);
}
