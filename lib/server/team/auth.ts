import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { KyselyDatabase } from '../store/driver';
import type { Store } from '../store/interface';

/** A sign-in link works once, for this long. */
export const LINK_TTL_SECONDS = 15 * 60;
/** A session ends after this long without a request. */
export const SESSION_IDLE_SECONDS = 8 * 60 * 60;
/** How often a request moves the session's end on (one write per minute of use at most). */
const SESSION_REFRESH_SECONDS = 60;

/** Our tables and columns for Better Auth's models: prefixed, snake_case like the rest. */
const MODELS = {
  user: {
    modelName: 'team_user',
    fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
  session: {
    modelName: 'team_session',
    fields: {
      expiresAt: 'expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
      ipAddress: 'ip_address',
      userAgent: 'user_agent',
      userId: 'user_id',
    },
  },
  account: {
    modelName: 'team_account',
    fields: {
      accountId: 'account_id',
      providerId: 'provider_id',
      userId: 'user_id',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      idToken: 'id_token',
      accessTokenExpiresAt: 'access_token_expires_at',
      refreshTokenExpiresAt: 'refresh_token_expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  verification: {
    modelName: 'team_verification',
    fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
} as const;

/**
 * The raw token of the link being made. Better Auth hands it to `sendMagicLink` and stores only
 * its hash; the outbox's sender, which asked for it, composes and sends the mail itself.
 */
const minting = new AsyncLocalStorage<{ token?: string }>();

function createTeamAuth(database: KyselyDatabase, siteUrl: string, secret: string) {
  return betterAuth({
    appName: 'Team pages',
    baseURL: siteUrl,
    // Never mounted: our own route handlers call `auth.api` on the server.
    basePath: '/api/team/auth',
    secret,
    database,
    telemetry: { enabled: false },
    // Our own limits apply, per address and per client, before Better Auth is asked for anything.
    rateLimit: { enabled: false },
    ...MODELS,
    session: {
      ...MODELS.session,
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request reads the session from the database, so a revoked one ends at once.
      cookieCache: { enabled: false },
    },
    advanced: {
      cookiePrefix: 'team',
      useSecureCookies: siteUrl.startsWith('https://'),
      // The cookie goes only with the team's API calls, never with a page.
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/api/team' },
      ipAddress: { disableIpTracking: true },
    },
    plugins: [
      magicLink({
        storeToken: 'hashed',
        expiresIn: LINK_TTL_SECONDS,
        async sendMagicLink({ token }) {
          const holder = minting.getStore();
          if (!holder) throw new Error('A sign-in link is only made by the outbox sender.');
          holder.token = token;
        },
      }),
    ],
  });
}

export type TeamAuth = ReturnType<typeof createTeamAuth>;

const instances = new WeakMap<Store, Map<string, Promise<TeamAuth>>>();

/**
 * Better Auth on the store's own database, one instance per store and site address. Its secret
 * (which signs the cookie) is derived from the database's own random secret, so nothing more
 * needs configuring and every instance of a deployment agrees on it.
 */
export function teamAuth(store: Store, siteUrl: string): Promise<TeamAuth> {
  let bySite = instances.get(store);
  if (!bySite) instances.set(store, (bySite = new Map()));
  let auth = bySite.get(siteUrl);
  if (!auth) {
    // The secret first: reading it runs the store's migrations, which Better Auth's tables need.
    auth = store.secret().then(async (dbSecret) => {
      const secret = createHash('sha256').update(`team-sign-in:${dbSecret}`).digest('base64url');
      return createTeamAuth(await store.kyselyDatabase(), siteUrl, secret);
    });
    auth.catch(() => bySite.delete(siteUrl));
    bySite.set(siteUrl, auth);
  }
  return auth;
}

/** Makes a sign-in link's token for a listed address: Better Auth stores its hash, we get it raw. */
export async function mintSignInToken(auth: TeamAuth, email: string): Promise<string> {
  const holder: { token?: string } = {};
  await minting.run(holder, () =>
    auth.api.signInMagicLink({ body: { email }, headers: new Headers() }),
  );
  if (!holder.token) throw new Error('Better Auth made no sign-in token.');
  return holder.token;
}
