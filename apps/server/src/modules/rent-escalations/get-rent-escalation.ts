import type { RentEscalationHistory, RentEscalationState } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { loadListingFor } from './load-listing';
import { toHistoryEntry, toRentEscalation } from './present-rent-escalation';
import { findSetting, listHistory } from './rent-escalations.repository';

/** The listing's setting with its history, or null when it has none yet. */
export async function getRentEscalation(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<RentEscalationState> {
  const listing = await loadListingFor(deps.db, caller, propertyId, 'read', deps.clock.now());
  const setting = await findSetting(deps.db, propertyId);
  if (!setting) return { rentEscalation: null };
  const history = await listHistory(deps.db, propertyId);
  return { rentEscalation: toRentEscalation(setting, history, listing.rent) };
}

/** The increases applied so far, newest first. */
export async function getRentEscalationHistory(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<RentEscalationHistory> {
  await loadListingFor(deps.db, caller, propertyId, 'read', deps.clock.now());
  return { history: (await listHistory(deps.db, propertyId)).map(toHistoryEntry) };
}
