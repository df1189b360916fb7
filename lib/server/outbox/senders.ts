import 'server-only';
import { NEWSLETTER_PAGES } from '@/lib/form-pages';
import { TEAM_PAGES } from '@/lib/team-pages';
import { confirmationMail } from '../mail/confirmation-mail';
import { signInMail } from '../mail/sign-in-mail';
import { teamMail } from '../mail/team-mail';
import { CONFIRM_TTL_MS, linkTo, newToken } from '../newsletter/tokens';
import type { Delivery, DeliveryKind } from '../store/types';
import { isListed } from '../team/access';
import { postWebhook } from '../webhooks/post';
import type { OutboxContext } from './context';

/** Sends one claimed delivery: resolves when it went (or was no longer needed), throws to retry. */
type Sender = (delivery: Delivery, ctx: OutboxContext) => Promise<'sent' | 'cancelled'>;

const DAY_MS = 86_400_000;

/** The team's mail about a lead, composed from the stored row when it goes. */
const sendTeamMail: Sender = async (delivery, ctx) => {
  const message = await ctx.store.getMessage(delivery.aboutId);
  if (!message) return 'cancelled'; // erased before it went
  await ctx.mailer.send(teamMail(message, ctx.addresses, ctx.siteUrl));
  return 'sent';
};

/**
 * The double opt-in mail. Its links' tokens are made now, for this mail only, and only their
 * hashes are stored: the outbox row itself holds no secret.
 */
const sendConfirmation: Sender = async (delivery, ctx) => {
  const subscriber = await ctx.store.getSubscriber(delivery.aboutId);
  if (subscriber?.status !== 'pending') return 'cancelled'; // confirmed, left or erased meanwhile
  const now = (ctx.now ?? Date.now)();
  const confirm = newToken();
  const leave = newToken();
  const common = { subscriberId: subscriber.id };
  await ctx.store.addToken(
    { ...common, hash: confirm.hash, purpose: 'confirm', expiresAt: now + CONFIRM_TTL_MS },
    now,
  );
  await ctx.store.addToken(
    { ...common, hash: leave.hash, purpose: 'unsubscribe', expiresAt: null },
    now,
  );
  const mail = confirmationMail(
    {
      id: delivery.id,
      to: subscriber.email,
      from: ctx.addresses.from,
      siteUrl: ctx.siteUrl,
      daysValid: CONFIRM_TTL_MS / DAY_MS,
    },
    {
      confirm: linkTo(ctx.siteUrl, NEWSLETTER_PAGES.confirm, confirm.token),
      unsubscribe: linkTo(ctx.siteUrl, NEWSLETTER_PAGES.unsubscribe, leave.token),
    },
  );
  await ctx.mailer.send(mail);
  return 'sent';
};

/**
 * A team member's sign-in link. Like the newsletter's, its token is made when the mail goes (by
 * Better Auth, which stores only its hash), so the outbox row holds no secret and a retry sends a
 * fresh link. An address taken off the list meanwhile gets nothing.
 */
const sendSignInLink: Sender = async (delivery, ctx) => {
  const email = delivery.aboutId;
  if (!isListed(email)) return 'cancelled';
  // Loaded here: every other sender (and every handler that queues one) does without Better Auth.
  const { LINK_TTL_SECONDS, mintSignInToken, teamAuth } = await import('../team/auth');
  const token = await mintSignInToken(await teamAuth(ctx.store, ctx.siteUrl), email);
  const link = new URL(TEAM_PAGES.signIn, ctx.siteUrl);
  link.searchParams.set('token', token);
  const mail = signInMail(
    {
      id: delivery.id,
      to: email,
      from: ctx.addresses.from,
      siteUrl: ctx.siteUrl,
      minutesValid: LINK_TTL_SECONDS / 60,
    },
    link.href,
  );
  await ctx.mailer.send(mail);
  return 'sent';
};

const sendWebhook: Sender = async (delivery, ctx) => {
  await postWebhook(delivery, ctx);
  return 'sent';
};

export const SENDERS: Record<DeliveryKind, Sender> = {
  'team-mail': sendTeamMail,
  confirmation: sendConfirmation,
  webhook: sendWebhook,
  'team-link': sendSignInLink,
};
