import type { FastifyInstance } from 'fastify';
import { kolkataDate } from '@nivaas/shared';
import { acceptAgreement, createAgreement } from '../modules/agreements/index';
import { saveOwnPan } from '../modules/documents/index';
import type { Deps } from '../plugins/events/deps';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Rental agreements of the console owner's confirmed stays: another seeker's, accepted by both
 * parties (so its PDF's audit page lists two acceptances), and Priya's (the demo seeker), which
 * the owner has accepted and which waits for her. The owner has a PAN on file (a specimen: the
 * shape of a PAN, nobody's).
 */
export async function seedDemoAgreements(
  app: FastifyInstance,
  people: { seeker: string; owner: string },
  now: number,
): Promise<{ agreements: number }> {
  const at = (daysAgo: number): Deps => ({
    ...app.deps,
    clock: { now: () => new Date(now - daysAgo * DAY) },
  });
  await saveOwnPan(at(20), people.owner, 'ABCPN1234K');
  const stays = await app.db
    .selectFrom('bookings')
    .select(['id', 'tenantId'])
    .where('ownerId', '=', people.owner)
    .where('status', '=', 'confirmed')
    // Stays not yet over: the one that ended last month has no agreement to make.
    .where('endDate', '>=', kolkataDate(new Date(now)))
    .orderBy('createdAt')
    .execute();
  const priyas = stays.find((s) => s.tenantId === people.seeker);
  const other = stays.find((s) => s.tenantId !== people.seeker);
  let agreements = 0;
  if (other) {
    const agreement = await createAgreement(at(6), people.owner, other.id);
    await acceptAgreement(at(5.9), people.owner, agreement.id, 1, '203.0.113.24');
    await acceptAgreement(at(5), other.tenantId, agreement.id, 1, '198.51.100.72');
    agreements += 1;
  }
  if (priyas) {
    const agreement = await createAgreement(at(2), people.owner, priyas.id);
    await acceptAgreement(at(1.9), people.owner, agreement.id, 1, '203.0.113.24');
    agreements += 1;
  }
  return { agreements };
}
