import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RentalAgreementsTable } from '../../db/tables/agreements';

export type AgreementRow = RentalAgreementsTable;

/**
 * A stay with what its agreement is made from: both names, the listing's address, deposit and
 * escalation settings. A read across slices in one statement; only this module writes agreements.
 */
export const findStayForAgreement = (db: Kysely<Database>, bookingId: string) =>
  db
    .selectFrom('bookings as b')
    .innerJoin('properties as p', 'p.id', 'b.propertyId')
    .innerJoin('users as owner', 'owner.id', 'b.ownerId')
    .innerJoin('users as tenant', 'tenant.id', 'b.tenantId')
    .leftJoin('rent_escalations as e', 'e.propertyId', 'b.propertyId')
    .select([
      'b.id',
      'b.propertyId',
      'b.ownerId',
      'b.tenantId',
      'b.status',
      'b.startDate',
      'b.endDate',
      'b.monthlyRent',
      'p.title',
      'p.address',
      'p.sublocality',
      'p.city',
      'p.state',
      'p.pincode',
      'p.deposit',
      'owner.name as ownerName',
      'tenant.name as tenantName',
      'e.rentIncreaseType',
      'e.rentIncreaseValue',
      'e.rentIncreaseFrequencyMonths',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();

/** An owner's confirmed stays that have not ended by `today` and have no agreement. */
export const staysWithoutAgreement = (db: Kysely<Database>, ownerId: string, today: string) =>
  db
    .selectFrom('bookings as b')
    .innerJoin('properties as p', 'p.id', 'b.propertyId')
    .innerJoin('users as tenant', 'tenant.id', 'b.tenantId')
    .leftJoin('rental_agreements as a', 'a.bookingId', 'b.id')
    .select([
      'b.id as bookingId',
      'p.title as propertyTitle',
      'tenant.name as tenantName',
      'b.startDate',
      'b.endDate',
    ])
    .where('b.ownerId', '=', ownerId)
    .where('b.status', '=', 'confirmed')
    .where('b.endDate', '>=', today)
    .where('a.id', 'is', null)
    .orderBy('b.startDate')
    .limit(50)
    .execute();

export const findAgreement = (db: Kysely<Database>, id: string) =>
  db.selectFrom('rental_agreements').selectAll().where('id', '=', id).executeTakeFirst();

export const agreementsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('rental_agreements')
    .selectAll()
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('tenantId', '=', userId)]))
    .orderBy('createdAt', 'desc')
    .limit(100)
    .execute();

export async function insertAgreement(db: Kysely<Database>, row: AgreementRow): Promise<void> {
  await db.insertInto('rental_agreements').values(row).execute();
}

export async function updateTerms(
  db: Kysely<Database>,
  id: string,
  change: Pick<AgreementRow, 'version' | 'terms' | 'documentHash' | 'updatedAt'>,
): Promise<void> {
  await db.updateTable('rental_agreements').set(change).where('id', '=', id).execute();
}

/** Acceptances of the given agreements' versions, with the accepting person's name. */
export const acceptancesOf = (db: Kysely<Database>, agreementIds: readonly string[]) =>
  agreementIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('agreement_acceptances as a')
        .innerJoin('users as u', 'u.id', 'a.userId')
        .select([
          'a.agreementId',
          'a.version',
          'a.party',
          'a.documentHash',
          'a.acceptedAt',
          'a.ip',
          'u.name',
        ])
        .where('a.agreementId', 'in', agreementIds)
        .orderBy('a.acceptedAt')
        .execute();

export async function insertAcceptance(
  db: Kysely<Database>,
  row: {
    id: string;
    agreementId: string;
    version: number;
    party: string;
    userId: string;
    documentHash: string;
    acceptedAt: string;
    ip: string;
  },
): Promise<void> {
  await db.insertInto('agreement_acceptances').values(row).execute();
}
