import type { VisitingHours } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { canChangeProperty, findListing } from '../properties/index';
import { saveHours } from './site-visits.repository';
import { toVisitingHours } from './visiting-hours';

/**
 * The listing's owner sets its weekly visiting hours (they replace the old ones). Visits asked
 * for or confirmed before stay as they are.
 */
export async function setVisitingHours(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
  hours: VisitingHours,
): Promise<VisitingHours> {
  const listing = await findListing(deps, propertyId);
  if (!canChangeProperty(caller, listing.ownerId)) throw new AppError('site-visit.not-owner');
  const windows = [...hours.windows].sort(
    (a, b) => a.day.localeCompare(b.day) || a.start.localeCompare(b.start),
  );
  await saveHours(deps.db, propertyId, JSON.stringify(windows), deps.clock.now().toISOString());
  return toVisitingHours(windows);
}
