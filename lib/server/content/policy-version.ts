import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The privacy policy's source, whose version a subscriber's consent record names. */
export const PRIVACY_POLICY_FILE = path.join(
  process.cwd(),
  'content',
  'legal',
  'privacy-policy.mdx',
);

/**
 * "2025-05-27+3f9a1c2b7d40": the date the policy shows, plus a digest of its whole text. The
 * digest changes with any edit, so a consent record names the exact text that was in force even
 * when an edit keeps the date.
 */
export function policyVersionOf(source: string): string {
  const updated = /^updated:\s*(\S+)/m.exec(source)?.[1] ?? 'undated';
  const digest = createHash('sha256').update(source).digest('hex').slice(0, 12);
  return `${updated}+${digest}`;
}

/**
 * The version in force. `next build` computes it once and inlines it (next.config.ts `env`), so a
 * deployed function never reads the file; tests and CLIs compute it from the file.
 */
export function privacyPolicyVersion(): string {
  return (
    process.env.PRIVACY_POLICY_VERSION || policyVersionOf(readFileSync(PRIVACY_POLICY_FILE, 'utf8'))
  );
}
