/**
 * Where leads would end up on the host being built for, and whether that loses them. Read by the
 * build (scripts/check-lead-storage.ts) and at server start (instrumentation.ts); no Next.js
 * import, so both can load it.
 */

/** Hosts whose functions run on a throwaway disk, by the variable their build sets. */
export const SERVERLESS_HOSTS = [
  { name: 'Vercel', variable: 'VERCEL', value: '1' },
  { name: 'Netlify', variable: 'NETLIFY', value: 'true' },
  { name: 'Cloudflare Pages', variable: 'CF_PAGES', value: '1' },
  { name: 'AWS Amplify', variable: 'AWS_APP_ID', value: undefined },
] as const;

type Env = Record<string, string | undefined>;

export interface LeadStorageCheck {
  /** The serverless host detected, if any. */
  host: string | undefined;
  /** Set when the build must stop: one line that says why and what to do. */
  refusal: string | undefined;
  warnings: string[];
}

const set = (value: string | undefined) => value !== undefined && value.trim() !== '';

export function serverlessHost(env: Env): string | undefined {
  return SERVERLESS_HOSTS.find(({ variable, value }) =>
    value === undefined ? set(env[variable]) : env[variable] === value,
  )?.name;
}

export function checkLeadStorage(env: Env): LeadStorageCheck {
  const host = serverlessHost(env);
  const mail = set(env.SMTP_URL);
  const warnings: string[] = [];
  if (!host) {
    // One machine: the embedded database is on its own disk, but without SMTP nobody is told.
    if (!mail) {
      warnings.push(
        'SMTP_URL is not set: leads are stored and written as .eml files in the data folder, but nobody is emailed about them.',
      );
    }
    return { host, refusal: undefined, warnings };
  }
  // A file database on a serverless host lives on a disk that is thrown away.
  const database = set(env.DATABASE_URL) && !env.DATABASE_URL?.trim().startsWith('file:');
  if (!database && !mail) {
    const refusal = `Refusing to build for ${host}: with neither DATABASE_URL (a hosted database) nor SMTP_URL set, every lead would be written to a throwaway disk and lost. Set both, or ALLOW_EPHEMERAL_STORAGE=1 to build anyway.`;
    if (env.ALLOW_EPHEMERAL_STORAGE !== '1') return { host, refusal, warnings };
    warnings.push(`ALLOW_EPHEMERAL_STORAGE=1: building for ${host} although leads will be lost.`);
  } else if (!database) {
    warnings.push(
      `DATABASE_URL is not set to a hosted database: on ${host} leads are only mailed, never stored, and a mail that fails is not retried.`,
    );
  } else if (!mail) {
    warnings.push(
      `SMTP_URL is not set: on ${host} leads are stored, but nobody is emailed about them and the .eml files are lost with the function's disk.`,
    );
  }
  return { host, refusal: undefined, warnings };
}
