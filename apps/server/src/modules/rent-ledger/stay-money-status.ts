import type { Kysely } from 'kysely';
import { dueState, type StayMoneyStatus } from '@nivaas/shared';
import type { Database } from '../../db/schema';

/**
 * Where each stay's money stands on `today`, from its ledger alone (four index reads for a whole
 * page of stays): late once an unpaid due's date has passed, due when one falls due within
 * DUE_SOON_DAYS (the ledger's own `dueState`), else deposit refunded once a refund is recorded, else
 * paid up once something was paid, else upcoming while dues lie ahead. A stay without a ledger
 * (never confirmed), or with nothing paid and nothing owed (cancelled before any due), is `none`.
 */
export async function stayMoneyStatuses(
  db: Kysely<Database>,
  bookingIds: readonly string[],
  today: string,
): Promise<Map<string, StayMoneyStatus>> {
  const statuses = new Map<string, StayMoneyStatus>();
  if (bookingIds.length === 0) return statuses;
  const ids = [...new Set(bookingIds)];
  const [ledgers, unpaid, paid, refunds] = await Promise.all([
    db.selectFrom('rent_ledgers').select('bookingId').where('bookingId', 'in', ids).execute(),
    db
      .selectFrom('rent_dues')
      .select((eb) => ['bookingId', eb.fn.min<string>('dueDate').as('firstDueDate')])
      .where('bookingId', 'in', ids)
      .where('paidAt', 'is', null)
      .groupBy('bookingId')
      .execute(),
    db
      .selectFrom('rent_dues')
      .select('bookingId')
      .distinct()
      .where('bookingId', 'in', ids)
      .where('paidAt', 'is not', null)
      .execute(),
    db
      .selectFrom('payments')
      .select('bookingId')
      .distinct()
      .where('bookingId', 'in', ids)
      .where('kind', '=', 'refund')
      .where('status', '=', 'confirmed')
      .execute(),
  ]);
  const firstUnpaid = new Map(unpaid.map((row) => [row.bookingId, row.firstDueDate]));
  const anyPaid = new Set(paid.map((row) => row.bookingId));
  const refunded = new Set(refunds.map((row) => row.bookingId));
  for (const { bookingId } of ledgers) {
    const first = firstUnpaid.get(bookingId);
    // The earliest unpaid due stands as the ledger itself shows it (late, due or upcoming).
    const earliest = first ? dueState({ dueDate: first, paidAt: null }, today) : null;
    statuses.set(
      bookingId,
      earliest === 'late' || earliest === 'due'
        ? earliest
        : refunded.has(bookingId)
          ? 'deposit-refunded'
          : anyPaid.has(bookingId)
            ? 'paid-up'
            : earliest === 'upcoming'
              ? 'upcoming'
              : 'none',
    );
  }
  return statuses;
}
