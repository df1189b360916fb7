import 'server-only';
import { z } from 'zod';
import { sampleRateSchema } from './vitals/sample-rate';

const optionalUrl = z.url().optional();
/** A comma-separated list of URLs, each checked; empty when unset. */
const urlList = (url: z.ZodURL) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(url));
const perMinute = (fallback: number) =>
  z.coerce.number().int().min(1).max(100_000).default(fallback);

const schema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  ALLOWED_ORIGINS: urlList(z.url()),
  /** Folder for the embedded database and the .eml files written when SMTP_URL is unset. */
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(file:|libsql:\/\/|https?:\/\/|postgres(ql)?:\/\/)/,
      'must start with file:, libsql://, http(s):// or postgres://',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  CONTACT_TO: z.email().default('leads@example.com'),
  MAIL_FROM: z.string().min(3).default('Website <no-reply@example.com>'),
  CRON_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where lead and subscriber events are posted, comma-separated; none unless the secret is set too. */
  LEAD_WEBHOOK_URL: urlList(z.url({ protocol: /^https?$/ })),
  /** The Standard Webhooks signing secret: `whsec_` and 24 to 64 random bytes in base64. */
  LEAD_WEBHOOK_SECRET: z
    .string()
    .regex(
      /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/,
      'must be whsec_ followed by 24 to 64 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  /** A receiver that has not answered by then counts as a failed attempt, retried later. */
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** `/api/health?deep=1` answers 503 once a delivery has waited longer than this. */
  HEALTH_MAX_PENDING_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  RATE_LIMIT_CONTACT: perMinute(5),
  RATE_LIMIT_SUBSCRIBE: perMinute(5),
  RATE_LIMIT_CHAT: perMinute(10),
  RATE_LIMIT_CLICKS: perMinute(120),
  /** The share of page views reporting Web Vitals; the build inlines it into the reporter. */
  VITALS_SAMPLE_RATE: sampleRateSchema,
  /**
   * How many proxies in front of the app append to X-Forwarded-For (nginx, a load balancer, the
   * serverless host's edge). The client is the address the outermost of them added; anything to
   * its left was written by the client and is ignored.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(1).max(10).default(1),
  /** Who may sign in to the team's pages (comma-separated, any case); none means the pages are off. */
  TEAM_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  RATE_LIMIT_TEAM_SIGN_IN: perMinute(5),
  CHAT_UPSTREAM_URL: optionalUrl,
  CHAT_UPSTREAM_KEY: z.string().optional(),
  CHAT_UPSTREAM_MODEL: z.string().default('gpt-4o-mini'),
  NEXT_PUBLIC_API_BASE_URL: optionalUrl,
  NEXT_PUBLIC_CONTACT_API_URL: optionalUrl,
  NEXT_PUBLIC_CHAT_URL: optionalUrl,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: z.string().optional(),
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

/** Treats empty strings as unset, so `FOO=` in an env file means "use the default". */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string>;
}

/** Validates an environment; throws one line per bad variable, each naming it. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(withoutEmpty(source));
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `Invalid environment variable ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new Error(lines.join('\n'));
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests and CLIs that change process.env after the first read. */
export function resetEnv(): void {
  cached = undefined;
}
