import type { Kysely } from 'kysely';
import { addKolkataMonths } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Emit } from '../../plugins/events/app-events';
import { changePropertyRent, readListing } from '../properties/index';
import { nextRentAfter } from './present-rent-escalation';
import {
  claimDueIncrease,
  findSetting,
  insertHistory,
  insertNotices,
  type HistoryRow,
} from './rent-escalations.repository';
import { tenantsOfListing } from './tenants-of-listing';

/**
 * Applies the increase due at `seenDue`, inside the caller's transaction (spec sections 4 and 9):
 * the new rent (the listing's too, so interested seekers hear of the price), a history entry,
 * the last escalation now and the next due date now plus the frequency in calendar months of
 * Asia/Kolkata, and an "applied" notice to the owner and each tenant.
 *
 * Exactly once: the setting's row is claimed with a conditional UPDATE on the due date seen, so
 * a second instance applying the same increase finds it taken and changes nothing (null). All of
 * it commits together or not at all, so a restart at any moment leaves the increase either
 * applied once or still due.
 */
export async function applyEscalation(
  trx: Kysely<Database>,
  emit: Emit,
  input: { propertyId: string; seenDue: string; now: Date; automatic: boolean },
): Promise<HistoryRow | null> {
  const { propertyId, seenDue, now } = input;
  const setting = await findSetting(trx, propertyId);
  if (!setting || setting.nextEscalationDue !== seenDue) return null;
  const listing = await readListing(trx, propertyId);
  if (!listing) return null;
  const previousRent = listing.rent ?? Number(setting.currentRent);
  const newRent = nextRentAfter(previousRent, setting);
  const at = now.toISOString();
  const claimed = await claimDueIncrease(trx, propertyId, seenDue, {
    currentRent: newRent,
    lastEscalationDate: at,
    nextEscalationDue: addKolkataMonths(now, Number(setting.rentIncreaseFrequencyMonths)),
    updatedAt: at,
  });
  if (!claimed) return null;

  const tenantIds = await tenantsOfListing(trx, propertyId, now);
  const recipients = await insertNotices(
    trx,
    [
      { userId: listing.ownerId, role: 'owner' as const },
      ...tenantIds.map((userId) => ({ userId, role: 'tenant' as const })),
    ].map(({ userId, role }) => ({
      id: newId(),
      propertyId,
      userId,
      recipientRole: role,
      kind: 'applied',
      // An applied notice is about the moment the new rent began.
      dueAt: at,
      previousRent,
      newRent,
      createdAt: at,
      acknowledgedAt: null,
    })),
  );
  const increaseAmount = newRent - previousRent;
  const history: HistoryRow = {
    id: newId(),
    propertyId,
    date: at,
    dueAt: seenDue,
    previousRent,
    newRent,
    increaseAmount,
    increasePercentage:
      previousRent > 0 ? Math.round((increaseAmount / previousRent) * 10_000) / 100 : 0,
    // 0/1: SQLite has no booleans, and PostgreSQL reads '1' and '0' as booleans.
    notifiedTenant: recipients.some((r) => r.recipientRole === 'tenant') ? 1 : 0,
    notifiedOwner: recipients.some((r) => r.recipientRole === 'owner') ? 1 : 0,
    appliedAutomatically: input.automatic ? 1 : 0,
  };
  await insertHistory(trx, history);
  await changePropertyRent(trx, emit, { propertyId, rent: newRent, at });
  emit('rent-escalation.applied', {
    propertyId,
    propertyTitle: listing.title,
    ownerId: listing.ownerId,
    kind: 'applied',
    dueAt: at,
    previousRent,
    newRent,
    recipients: recipients.map((r) => ({
      noticeId: r.id,
      userId: r.userId,
      role: r.recipientRole as 'tenant' | 'owner',
    })),
    historyId: history.id,
    appliedAutomatically: input.automatic,
    tenantIds,
  });
  return history;
}
