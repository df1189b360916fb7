/** Where the team is with a lead; every lead starts `new`. Shared by the store and the team pages. */
export const LEAD_STATES = ['new', 'replied', 'won', 'lost', 'spam'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
