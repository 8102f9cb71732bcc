import type { Insertable, Kysely, Selectable } from 'kysely';
import { SLOT_HOLDING_STATUSES, type ServiceBookingStatus } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type {
  ServiceBookingEventsTable,
  ServiceBookingsTable,
  ServiceReviewsTable,
} from '../../db/tables/service-bookings';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { releasePayable, settlePayable } from '../../db/payable-hold';

/** The only place in the service-bookings module that speaks SQL. */
export type Db = Kysely<Database>;
export type ServiceBookingRow = Selectable<ServiceBookingsTable>;
export type ServiceBookingEventRow = Selectable<ServiceBookingEventsTable>;

/** A booking with what its card shows: the service, both people, the review. */
const views = (db: Db) =>
  db
    .selectFrom('service_bookings as b')
    .innerJoin('services as s', 's.id', 'b.serviceId')
    .innerJoin('users as p', 'p.id', 'b.providerId')
    .innerJoin('users as c', 'c.id', 'b.userId')
    .leftJoin('service_reviews as r', 'r.bookingId', 'b.id')
    // The payment in flight or the one that paid (decision 062): at most one of the two is set.
    .leftJoin('payments as pay', (join) =>
      join.on((eb) =>
        eb.or([
          eb('pay.id', '=', eb.ref('b.openPaymentId')),
          eb('pay.id', '=', eb.ref('b.paymentId')),
        ]),
      ),
    )
    .selectAll('b')
    .select([
      's.title as serviceTitle',
      's.category as serviceCategory',
      's.priceType as servicePriceType',
      'p.firstName as providerFirstName',
      'p.lastName as providerLastName',
      'p.avatarUrl as providerAvatarUrl',
      'c.firstName as customerFirstName',
      'c.lastName as customerLastName',
      'c.avatarUrl as customerAvatarUrl',
      'r.rating as reviewRating',
      'r.comment as reviewComment',
      'r.createdAt as reviewCreatedAt',
      'pay.method as payMethod',
      'pay.status as payStatus',
      'pay.reference as payReference',
      'pay.paidAt as payPaidAt',
      'pay.createdAt as payCreatedAt',
    ]);
export type ServiceBookingView = Awaited<
  ReturnType<ReturnType<typeof views>['executeTakeFirstOrThrow']>
>;

export const findBookingView = (db: Db, id: string) =>
  views(db).where('b.id', '=', id).executeTakeFirst();

export const findBooking = (db: Db, id: string) =>
  db.selectFrom('service_bookings').selectAll().where('id', '=', id).executeTakeFirst();

export const insertBooking = (db: Db, row: Insertable<ServiceBookingsTable>) =>
  db.insertInto('service_bookings').values(row).execute();

export const insertBookingEvent = (db: Db, row: Insertable<ServiceBookingEventsTable>) =>
  db.insertInto('service_booking_events').values(row).execute();

export const eventsOf = (db: Db, bookingId: string) =>
  db
    .selectFrom('service_booking_events')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('at')
    .orderBy('id')
    .execute();

/** Moves a booking on from `from`; false when someone changed it meanwhile. */
export async function moveStatus(
  db: Db,
  id: string,
  from: ServiceBookingStatus,
  to: ServiceBookingStatus,
  at: string,
  cancellationFeePaise?: number,
): Promise<boolean> {
  const result = await db
    .updateTable('service_bookings')
    .set({
      status: to,
      updatedAt: at,
      ...(cancellationFeePaise === undefined ? {} : { cancellationFeePaise }),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A customer's requests still waiting for an answer: in all, and with one provider. */
export async function pendingOf(db: Db, userId: string, providerId: string) {
  const rows = await db
    .selectFrom('service_bookings')
    .select(['providerId'])
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  return { all: rows.length, withProvider: rows.filter((r) => r.providerId === providerId).length };
}

/** `date timeSlot` of the provider's slots held (pending or confirmed) between two dates. */
export async function heldSlots(db: Db, providerId: string, from: string, to: string) {
  const rows = await db
    .selectFrom('service_bookings')
    .select(['date', 'timeSlot'])
    .where('providerId', '=', providerId)
    .where('status', 'in', [...SLOT_HOLDING_STATUSES])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return rows.map((r) => `${r.date} ${r.timeSlot}`);
}

export interface BookingFilter {
  side: 'providerId' | 'userId';
  userId: string;
  status?: ServiceBookingStatus;
  from?: string;
  to?: string;
}

/** One side's bookings, newest first after `after`, `limit` of them. */
export function listViews(db: Db, f: BookingFilter, after: KeysetPosition | null, limit: number) {
  let q = views(db).where(`b.${f.side}`, '=', f.userId);
  if (f.status) q = q.where('b.status', '=', f.status);
  if (f.from) q = q.where('b.date', '>=', f.from);
  if (f.to) q = q.where('b.date', '<=', f.to);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('b.createdAt', '<', after.createdAt),
        eb.and([eb('b.createdAt', '=', after.createdAt), eb('b.id', '<', after.id)]),
      ]),
    );
  return q.orderBy('b.createdAt', 'desc').orderBy('b.id', 'desc').limit(limit).execute();
}

/** A provider's bookings dated from `from` to `to`, in time order, of the given statuses. */
export const providerDays = (
  db: Db,
  providerId: string,
  range: { from: string; to: string },
  statuses: readonly ServiceBookingStatus[],
  limit: number,
) =>
  views(db)
    .where('b.providerId', '=', providerId)
    .where('b.date', '>=', range.from)
    .where('b.date', '<=', range.to)
    .where('b.status', 'in', [...statuses])
    .orderBy('b.date')
    .orderBy('b.timeSlot')
    .limit(limit)
    .execute();

/** Rupees of a provider's bookings of these statuses dated from `from` to `to`. */
export async function sumPrice(
  db: Db,
  providerId: string,
  range: { from: string; to: string },
  statuses: readonly ServiceBookingStatus[],
): Promise<number> {
  const row = await db
    .selectFrom('service_bookings')
    .select((eb) => eb.fn.sum<number | string | null>('price').as('total'))
    .where('providerId', '=', providerId)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** The provider's mean over all their services' reviews, and how many there are. */
export async function providerRating(db: Db, providerId: string) {
  const row = await db
    .selectFrom('services')
    .select((eb) => [
      eb.fn.sum<number | string | null>('ratingTotal').as('total'),
      eb.fn.sum<number | string | null>('reviewCount').as('count'),
    ])
    .where('providerId', '=', providerId)
    .executeTakeFirstOrThrow();
  const count = Number(row.count ?? 0);
  return {
    rating: count ? Math.round((Number(row.total ?? 0) / count) * 10) / 10 : 0,
    reviewCount: count,
  };
}

export const insertReview = (db: Db, row: Insertable<ServiceReviewsTable>) =>
  db.insertInto('service_reviews').values(row).execute();

/** Marks the person's current review of the service, if any, as replaced `at`. */
export const supersedeReview = (db: Db, serviceId: string, userId: string, at: string) =>
  db
    .updateTable('service_reviews')
    .set({ supersededAt: at })
    .where('serviceId', '=', serviceId)
    .where('userId', '=', userId)
    .where('supersededAt', 'is', null)
    .execute();

export const findReview = (db: Db, bookingId: string) =>
  db
    .selectFrom('service_reviews')
    .select('id')
    .where('bookingId', '=', bookingId)
    .executeTakeFirst();

/** A provider's cancellation policy, if they set one. */
export const findCancellationPolicy = (db: Db, providerId: string) =>
  db
    .selectFrom('service_cancellation_policies')
    .select(['freeHours', 'feePercent'])
    .where('providerId', '=', providerId)
    .executeTakeFirst();

export const saveCancellationPolicy = (
  db: Db,
  row: { providerId: string; freeHours: number; feePercent: number; updatedAt: string },
) =>
  db
    .insertInto('service_cancellation_policies')
    .values(row)
    .onConflict((oc) =>
      oc.column('providerId').doUpdateSet({
        freeHours: row.freeHours,
        feePercent: row.feePercent,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();

/**
 * Moves a booking that still holds its slot to another date and slot, in one statement: the
 * partial unique index on held slots refuses it (a unique violation) when the slot is held.
 * False when the booking no longer holds a slot.
 */
export async function moveSlot(
  db: Db,
  id: string,
  to: { date: string; timeSlot: string },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('service_bookings')
    .set({ date: to.date, timeSlot: to.timeSlot, updatedAt: at })
    .where('id', '=', id)
    .where('status', 'in', [...SLOT_HOLDING_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes what a booking owes for one payment: only while something is owed (completed, or
 * cancelled with a fee), unpaid and with no other payment in flight. Of two at once one wins.
 */
export async function claimOwed(db: Db, id: string, paymentId: string, now: string) {
  const result = await db
    .updateTable('service_bookings')
    .set({ openPaymentId: paymentId, updatedAt: now })
    .where('id', '=', id)
    .where('paidAt', 'is', null)
    .where('openPaymentId', 'is', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'completed'),
        eb.and([eb('status', '=', 'cancelled'), eb('cancellationFeePaise', '>', 0)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of a booking's claim (the provider disputed it, or the gateway failed it). */
export const releaseOwed = (db: Db, id: string, paymentId: string, now: string) =>
  releasePayable(db, 'service_bookings', id, paymentId, now);

/** Marks what a booking owes paid by a payment: its claimant, or cash with no claim in the way. */
export const settleOwed = (db: Db, id: string, paymentId: string, paidAt: string) =>
  settlePayable(db, 'service_bookings', id, paymentId, paidAt);
