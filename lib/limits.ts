/**
 * Every size cap of what visitors send, in one zod-free module: the route handlers' schemas
 * (lib/schemas.ts) are built from it, and the forms and the chat widget import it for their
 * `maxLength` and trimming without shipping zod to every page.
 */
export const LIMITS = {
  nameMax: 100,
  /** The longest address the email standards allow. */
  emailMax: 254,
  subjectMax: 200,
  /** A long project brief fits; the contact form itself sets no length limit. */
  messageMax: 20_000,
  chatMax: 1000,
  /** Request bodies: a contact message, a chat hand-off, and every other (small) payload. */
  contactBytes: 64 * 1024,
  handoffBytes: 24 * 1024,
  /** A sign-up: a name and an address, plus where the visit started. */
  subscribeBytes: 4 * 1024,
  smallBytes: 2 * 1024,
  /** A person takes longer than this to fill the contact form; a faster post is a bot's. */
  minFillMs: 3000,
  /** A chat hand-off carries the question plus the conversation so far, capped. */
  transcriptEntries: 12,
  transcriptEntryMax: 1500,
  transcriptMax: 6000,
  /** Where a visit started: paths, campaign values and the `ref` of who shared the link. */
  sourcePathMax: 200,
  sourceValueMax: 100,
  refMax: 64,
} as const;

/**
 * The longest value of each field the server accepts: the `maxLength` of the newsletter and chat
 * forms. The contact form sets none (a visitor's text is never cut short as they type or paste):
 * a value over its cap comes back from the server as that field's error, with the text kept.
 */
export const FIELD_MAX = {
  name: LIMITS.nameMax,
  email: LIMITS.emailMax,
  subject: LIMITS.subjectMax,
  message: LIMITS.messageMax,
} as const;

/** One logged click; the browser cuts each value to these before sending, so none is refused. */
export const CLICK_LIMITS = { tag: 32, className: 200, id: 100, path: 300 } as const;
