import { z } from 'zod';
import { CLICK_LIMITS, LIMITS } from './limits';
import { withoutInvisible } from './text';
import { CONNECTIONS, DEVICES, NAVIGATIONS, VITALS_LIMITS } from './vitals';

export { LIMITS };

/**
 * One schema per payload, shared by the route handlers and the forms so the two cannot drift.
 * Messages are written for people.
 */

const oneLine = (s: string) => !/[\r\n]/.test(s);
const name = z
  .string()
  .trim()
  .min(1, 'Please enter your name.')
  .max(LIMITS.nameMax, `Use at most ${LIMITS.nameMax} characters.`)
  .refine(oneLine, 'Please write your name on one line.');
const email = z
  .string()
  .trim()
  .max(LIMITS.emailMax, `Use at most ${LIMITS.emailMax} characters.`)
  .pipe(z.email('Please enter a valid email address.'));

const spamTraps = {
  /** Honeypot: a field people never see; bots fill it. */
  website: z.string().max(200).optional(),
  /** When the form was first shown (ms since epoch), for the minimum fill time. */
  startedAt: z.number().int().nonnegative().optional(),
};

/**
 * Where the visit started, sent along by the forms. Each value is optional, cleaned of invisible
 * characters and checked for length and characters; one that fails is dropped, never the message.
 */
const sourceValue = (pattern: RegExp, max: number) =>
  z
    .string()
    .transform(withoutInvisible)
    .pipe(z.string().trim().min(1).max(max).regex(pattern))
    .optional()
    .catch(undefined);
// A path on this site: one leading slash, then URL path characters (no query, no `//`).
const sitePath = sourceValue(/^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/, LIMITS.sourcePathMax);
// Campaign words: letters and digits of any script, spaces and the punctuation tools put there.
const campaignWord = sourceValue(/^[\p{L}\p{N} _.+~:/@()|,&#-]+$/u, LIMITS.sourceValueMax);
// Who shared the link: a name or handle.
const refValue = sourceValue(/^[\p{L}\p{N}_.@-]+$/u, LIMITS.refMax);

export const sourceSchema = z
  .object({
    landingPath: sitePath,
    formPage: sitePath,
    referrerHost: sourceValue(/^[a-z0-9.-]+(:\d{1,5})?$/, LIMITS.sourceValueMax),
    utmSource: campaignWord,
    utmMedium: campaignWord,
    utmCampaign: campaignWord,
    utmTerm: campaignWord,
    utmContent: campaignWord,
    ref: refValue,
  })
  .optional()
  .catch(undefined);

export const contactSchema = z.object({
  name,
  email,
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject.')
    .max(LIMITS.subjectMax, `Use at most ${LIMITS.subjectMax} characters.`)
    .refine(oneLine, 'The subject must be on one line.'),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message.')
    .max(LIMITS.messageMax, `Use at most ${LIMITS.messageMax} characters.`),
  source: sourceSchema,
  ...spamTraps,
});

export const subscribeSchema = z.object({ name, email, source: sourceSchema });

/**
 * A visit that started from a tagged link, to be counted: the landing page and the link's tags,
 * each checked as a lead's source is (a value that fails is dropped, not the count).
 */
export const landingSchema = z
  .object({
    landingPath: sitePath,
    ref: refValue,
    utmSource: campaignWord,
    utmMedium: campaignWord,
    utmCampaign: campaignWord,
  })
  .refine((l) => l.landingPath !== undefined, 'The landing page is missing.')
  .refine(
    (l) => Boolean(l.ref || l.utmSource || l.utmMedium || l.utmCampaign),
    'Only a visit from a tagged link is counted.',
  );

export const clickSchema = z.object({
  tag: z.string().trim().min(1).max(CLICK_LIMITS.tag),
  className: z.string().max(CLICK_LIMITS.className),
  id: z.string().max(CLICK_LIMITS.id),
  timestamp: z.iso.datetime({ offset: true }),
  path: z.string().max(CLICK_LIMITS.path).optional(),
});

const ms = VITALS_LIMITS.millisecondsMax;
const timed = z.strictObject({ value: z.number().min(0).max(ms) });
/** LCP and INP name the element behind them (a CSS selector from web-vitals' attribution). */
const attributed = timed.extend({
  element: z.string().min(1).max(VITALS_LIMITS.selector).optional(),
});

/** One page view's Web Vitals, sent when the page is hidden (components/shell/vitals-reporter.ts). */
export const vitalsSchema = z
  .strictObject({
    path: z.string().min(1).max(VITALS_LIMITS.path),
    device: z.enum(DEVICES),
    connection: z.enum(CONNECTIONS).optional(),
    navigation: z.enum(NAVIGATIONS),
    lcp: attributed.optional(),
    inp: attributed.optional(),
    cls: z.strictObject({ value: z.number().min(0).max(VITALS_LIMITS.clsMax) }).optional(),
    fcp: timed.optional(),
    ttfb: timed.optional(),
  })
  .refine(
    (v) => Boolean(v.lcp ?? v.inp ?? v.cls ?? v.fcp ?? v.ttfb),
    'A report needs at least one metric.',
  );

const chatQuestion = z
  .string()
  .trim()
  .min(1, 'Please type a message.')
  .max(LIMITS.chatMax, `Use at most ${LIMITS.chatMax} characters.`);

export const chatSchema = z.object({ message: chatQuestion });

/** The chat passing a question to a person: who asks, what, and the conversation so far. */
export const handoffSchema = z.object({
  name,
  email,
  question: chatQuestion,
  transcript: z
    .array(
      z.object({
        sender: z.enum(['user', 'bot']),
        text: z.string().max(LIMITS.transcriptEntryMax),
      }),
    )
    .max(LIMITS.transcriptEntries, `Send at most ${LIMITS.transcriptEntries} messages.`)
    .refine(
      (entries) => entries.reduce((sum, e) => sum + e.text.length, 0) <= LIMITS.transcriptMax,
      `The conversation may hold at most ${LIMITS.transcriptMax} characters.`,
    )
    // The panel's form posted before the chat's script arrived carries no conversation.
    .default([]),
  source: sourceSchema,
  ...spamTraps,
});

export type ContactInput = z.infer<typeof contactSchema>;
export type SubscribeInput = z.infer<typeof subscribeSchema>;
export type ClickInput = z.infer<typeof clickSchema>;
export type VitalsInput = z.infer<typeof vitalsSchema>;
export type ChatInput = z.infer<typeof chatSchema>;
export type HandoffInput = z.infer<typeof handoffSchema>;
export type SourceInput = z.infer<typeof sourceSchema>;
