// No 'server-only': next.config.ts reads it to inline the rate into the browser's reporter.
import { z } from 'zod';

/** VITALS_SAMPLE_RATE: the share of page views that report their Web Vitals, 0 to 1. */
export const sampleRateSchema = z.coerce.number().min(0).max(1).default(1);

/**
 * The rate the build inlines into the lazy reporter chunk (pages are static, so any value a page
 * carried would be fixed at build time too; inlined, it costs the first flight nothing).
 */
export function vitalsSampleRate(value: string | undefined): number {
  const parsed = sampleRateSchema.safeParse(value === '' ? undefined : value);
  if (parsed.success) return parsed.data;
  throw new Error(`Invalid environment variable VITALS_SAMPLE_RATE: must be a number from 0 to 1`);
}
