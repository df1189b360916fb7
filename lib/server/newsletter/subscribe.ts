import 'server-only';
import { privacyPolicyVersion } from '../content/policy-version';
import { deliverAfterResponse } from '../outbox';
import { getStore } from '../store/default';
import type { ConfirmationMailLimit, LeadSource } from '../store/types';

const HOUR_MS = 3_600_000;

/**
 * One address gets at most one confirmation mail an hour and three a day, whoever fills in the
 * form and however often: the form cannot be used to flood someone's inbox.
 */
export const CONFIRMATION_MAIL_LIMIT: ConfirmationMailLimit = {
  gapMs: HOUR_MS,
  perWindow: 3,
  windowMs: 24 * HOUR_MS,
};

/**
 * A request to join the list: stored as pending with its consent record, and a confirmation mail
 * queued when the limit allows. The caller answers the same whatever the address's state, so the
 * form tells nobody who is on the list.
 */
export async function requestSubscription(
  input: { name: string; email: string },
  source: LeadSource,
): Promise<void> {
  const { deliveryId } = await getStore().requestSubscription(
    { ...input, source, policyVersion: privacyPolicyVersion() },
    CONFIRMATION_MAIL_LIMIT,
    Date.now(),
  );
  if (deliveryId) deliverAfterResponse([deliveryId]);
}
