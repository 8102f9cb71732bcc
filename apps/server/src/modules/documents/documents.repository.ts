import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const findTaxIds = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('tax_ids').select(['pan', 'gstin']).where('userId', '=', userId).executeTakeFirst();

export async function storePan(db: Kysely<Database>, userId: string, pan: string, at: string) {
  await db
    .insertInto('tax_ids')
    .values({ userId, pan, gstin: null, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ pan, updatedAt: at }))
    .execute();
}

export async function storeGstin(
  db: Kysely<Database>,
  userId: string,
  gstin: string | null,
  at: string,
) {
  await db
    .insertInto('tax_ids')
    .values({ userId, pan: null, gstin, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ gstin, updatedAt: at }))
    .execute();
}

/**
 * A service booking with what its invoice prints: the service, both people's names and the
 * provider's GSTIN, and how it was paid. A read across slices in one statement (users, services,
 * tax ids, payments).
 */
export const findInvoiceBooking = (db: Kysely<Database>, bookingId: string) =>
  db
    .selectFrom('service_bookings as b')
    .innerJoin('services as s', 's.id', 'b.serviceId')
    .innerJoin('users as provider', 'provider.id', 'b.providerId')
    .innerJoin('users as customer', 'customer.id', 'b.userId')
    .leftJoin('tax_ids as tax', 'tax.userId', 'b.providerId')
    // The payment that paid it, once paid (decision 062).
    .leftJoin('payments as pay', 'pay.id', 'b.paymentId')
    .select([
      'b.id',
      'b.providerId',
      'b.paidAt',
      'b.cancellationFeePaise',
      'pay.method as paidMethod',
      'pay.reference as paidReference',
      'b.userId as customerId',
      'b.status',
      'b.date',
      'b.timeSlot',
      'b.price',
      'b.totalPaise',
      'b.updatedAt',
      's.title as service',
      'provider.name as providerName',
      'customer.name as customerName',
      'tax.gstin',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();

/**
 * A stay with what its rent papers print: both people's names, the listing's address and the
 * owner's PAN. A read across slices in one statement (bookings, properties, users, tax ids).
 */
export const findReceiptStay = (db: Kysely<Database>, bookingId: string) =>
  db
    .selectFrom('bookings as b')
    .innerJoin('properties as p', 'p.id', 'b.propertyId')
    .innerJoin('users as owner', 'owner.id', 'b.ownerId')
    .innerJoin('users as tenant', 'tenant.id', 'b.tenantId')
    .leftJoin('tax_ids as tax', 'tax.userId', 'b.ownerId')
    .select([
      'b.id',
      'b.ownerId',
      'b.tenantId',
      'b.endDate',
      'p.title',
      'p.address',
      'p.sublocality',
      'p.city',
      'p.state',
      'p.pincode',
      'owner.name as ownerName',
      'tenant.name as tenantName',
      'tax.pan as ownerPan',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
