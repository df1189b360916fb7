/**
 * The share of page views that report their Web Vitals, 0 to 1: VITALS_SAMPLE_RATE as
 * next.config.ts inlines it at build time (checked there). Its own module, so that every page's
 * scripts can ask whether to load the reporter without carrying any of it.
 */
export const vitalsSampleRate = () => Number(process.env.VITALS_SAMPLE_RATE ?? 1);
