import type { RentEscalationApplied } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { readListing } from '../properties/index';
import { applyEscalation } from './apply-escalation';
import { loadListingFor } from './load-listing';
import { toHistoryEntry, toRentEscalation } from './present-rent-escalation';
import { findSetting, listHistory } from './rent-escalations.repository';

/**
 * The owner applies the next increase now, whatever its due date ("No rent escalation settings
 * found for this property" without a setting). If the scheduler applied it at the same moment,
 * that one increase stands and is what the owner gets back: never two for one click.
 */
export async function applyRentIncreaseNow(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<RentEscalationApplied> {
  const now = deps.clock.now();
  await loadListingFor(deps.db, caller, propertyId, 'manage', now);
  const seen = await findSetting(deps.db, propertyId);
  if (!seen) throw new AppError('rent-escalation.not-found');
  await inTransaction(deps, (trx, emit) =>
    applyEscalation(trx, emit, {
      propertyId,
      seenDue: seen.nextEscalationDue,
      now,
      automatic: false,
    }),
  );
  const setting = await findSetting(deps.db, propertyId);
  const history = await listHistory(deps.db, propertyId);
  const listing = await readListing(deps.db, propertyId);
  const latest = history[0];
  if (!setting || !listing || !latest) throw new AppError('rent-escalation.not-found');
  return {
    rentEscalation: toRentEscalation(setting, history, listing.rent),
    applied: toHistoryEntry(latest),
  };
}
