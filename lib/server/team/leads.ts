import 'server-only';
import { z } from 'zod';
import { cameFrom } from '../lead-origin';
import { LEAD_STATES, type Delivery, type Message, type MessageFilter } from '../store/types';
import type { Store } from '../store/interface';

const DAY_MS = 86_400_000;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write a date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'That is not a date.')
  .optional();
const word = z.string().trim().max(100).optional();

/** The leads' filter, from the query string: every field optional, an empty one ignored. */
export const leadFilterSchema = z.object({
  state: z.enum(LEAD_STATES).optional(),
  ref: word,
  campaign: word,
  from: day,
  to: day,
});

export const leadStateSchema = z.object({
  id: z.string().min(1).max(100),
  state: z.enum(LEAD_STATES),
});

/** The query's non-empty parameters, for the schema. */
export const queryOf = (url: URL) =>
  Object.fromEntries([...url.searchParams].filter(([, value]) => value.trim() !== ''));

/** From and to are whole days (UTC), both included. */
export function toMessageFilter(f: z.output<typeof leadFilterSchema>): MessageFilter {
  return {
    state: f.state,
    ref: f.ref || undefined,
    campaign: f.campaign || undefined,
    since: f.from ? Date.parse(f.from) : undefined,
    until: f.to ? Date.parse(f.to) + DAY_MS : undefined,
  };
}

/** What went out about a lead: the team's mail and each webhook, by where it went. */
function deliveryView(d: Delivery) {
  let target = 'Mail to the team';
  if (d.kind === 'webhook') {
    try {
      target = `Webhook to ${new URL((JSON.parse(d.payload) as { url: string }).url).host}`;
    } catch {
      target = 'Webhook';
    }
  }
  return { target, status: d.status, attempts: d.attempts, lastError: d.lastError };
}

export type LeadView = ReturnType<typeof leadView>;

function leadView({ createdAt, ...lead }: Message, deliveries: Delivery[]) {
  return {
    ...lead,
    receivedAt: createdAt,
    cameFrom: cameFrom(lead.source.referrerHost),
    deliveries: deliveries.filter((d) => d.aboutId === lead.id).map(deliveryView),
  };
}

/** The leads the filter asks for, newest first, each with what went out about it. */
export async function leadsFor(store: Store, filter: MessageFilter) {
  const messages = (await store.listMessages(filter)).reverse();
  const deliveries = await store.deliveriesAbout(messages.map((m) => m.id));
  return messages.map((m) => leadView(m, deliveries));
}
