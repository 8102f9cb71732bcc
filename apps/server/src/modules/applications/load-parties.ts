import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listingsFor, peopleFor, type ApplicationRow } from './applications.repository';

/** The names an application's events carry for notices and mail. */
export async function partiesOf(db: Kysely<Database>, row: ApplicationRow) {
  const [[listing], people] = await Promise.all([
    listingsFor(db, [row.propertyId]),
    peopleFor(db, [row.tenantId, row.ownerId]),
  ]);
  const tenant = people.find((p) => p.id === row.tenantId);
  const owner = people.find((p) => p.id === row.ownerId);
  const nameOf = (p: typeof tenant) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');
  return {
    applicationId: row.id,
    propertyId: row.propertyId,
    propertyTitle: listing?.title ?? '',
    tenantId: row.tenantId,
    tenantName: nameOf(tenant),
    ownerId: row.ownerId,
    ownerName: nameOf(owner),
  };
}
