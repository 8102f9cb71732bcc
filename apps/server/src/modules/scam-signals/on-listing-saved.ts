import type { Deps } from '../../plugins/events/deps';
import { checkListing } from './check-listing';

/**
 * After a listing is created, edited or given photos (committed), the rules look at it. A
 * failure is logged and never undoes the owner's change.
 */
export function onListingSaved(deps: Pick<Deps, 'bus' | 'db' | 'clock' | 'log'>): void {
  const check = async (propertyId: string) => {
    try {
      await checkListing(deps, propertyId);
    } catch (err) {
      deps.log.error({ err, propertyId }, 'scam signals: check failed');
    }
  };
  deps.bus.onAfterCommit('property.created', ({ propertyId }) => check(propertyId));
  deps.bus.onAfterCommit('property.changed', ({ propertyId }) => check(propertyId));
}
