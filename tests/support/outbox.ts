import type { Delivery, DeliveryKind } from '@/lib/server/store';

/** The deliveries about one lead or subscriber, of one kind, from the handlers' own store. */
export async function deliveriesAbout(
  aboutId: string,
  kind: DeliveryKind = 'team-mail',
): Promise<Delivery[]> {
  const { getStore } = await import('@/lib/server/store/default');
  return (await getStore().listDeliveries()).filter(
    (d) => d.aboutId === aboutId && d.kind === kind,
  );
}

/** The status of the one delivery of `kind` about `aboutId` (undefined when there is none). */
export async function deliveryStatus(aboutId: string, kind: DeliveryKind = 'team-mail') {
  const found = await deliveriesAbout(aboutId, kind);
  if (found.length > 1) throw new Error(`${found.length} ${kind} deliveries about ${aboutId}`);
  return found[0]?.status;
}
