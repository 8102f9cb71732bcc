import {
  addKolkataMonths,
  kolkataDate,
  nextDueRefusal,
  startOfKolkataDay,
  type RentEscalation,
  type RentEscalationInput,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { loadListingFor } from './load-listing';
import { toRentEscalation } from './present-rent-escalation';
import { findSetting, listHistory, saveSetting } from './rent-escalations.repository';
import { tenantsOfListing } from './tenants-of-listing';

/**
 * The owner sets or changes the listing's rent escalation. A new setting without a due date is
 * due one frequency from now; a changed one keeps its date unless given another. The current
 * rent is always the listing's; the initial rent defaults to it when the setting is first made.
 */
export async function saveRentEscalation(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
  input: RentEscalationInput,
): Promise<RentEscalation> {
  const now = deps.clock.now();
  const listing = await loadListingFor(deps.db, caller, propertyId, 'manage', now);
  if (listing.listingType !== 'rent' || listing.rent === null || listing.rent <= 0)
    throw new AppError('rent-escalation.no-rent');
  const dueRefusal =
    input.nextEscalationDue === undefined
      ? null
      : nextDueRefusal(input.nextEscalationDue, kolkataDate(now));
  if (dueRefusal)
    throw new AppError('invalid-argument', undefined, { nextEscalationDue: dueRefusal });
  const rent = listing.rent;
  const at = now.toISOString();
  await inTransaction(deps, async (trx, emit) => {
    const existing = await findSetting(trx, propertyId);
    const nextEscalationDue =
      input.nextEscalationDue !== undefined
        ? startOfKolkataDay(input.nextEscalationDue)
        : (existing?.nextEscalationDue ?? addKolkataMonths(now, input.rentIncreaseFrequencyMonths));
    await saveSetting(trx, {
      propertyId,
      rentIncreaseType: input.rentIncreaseType,
      rentIncreaseValue: input.rentIncreaseValue,
      rentIncreaseFrequencyMonths: input.rentIncreaseFrequencyMonths,
      nextEscalationDue,
      initialRent: input.initialRent ?? existing?.initialRent ?? rent,
      currentRent: rent,
      lastEscalationDate: existing?.lastEscalationDate ?? null,
      // A new due date earns a new 30-day notice.
      upcomingNoticeFor:
        existing?.nextEscalationDue === nextEscalationDue ? existing.upcomingNoticeFor : null,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    });
    emit('rent-escalation.saved', {
      propertyId,
      ownerId: listing.ownerId,
      tenantIds: await tenantsOfListing(trx, propertyId, now),
    });
  });
  const setting = await findSetting(deps.db, propertyId);
  if (!setting) throw new AppError('rent-escalation.not-found');
  return toRentEscalation(setting, await listHistory(deps.db, propertyId), rent);
}
