import type { Deps } from '../../plugins/events/deps';
import { interestedTenantIds } from '../interests/index';
import { describePropertyChange, type ListingState } from './property-change-notifications';
import { storeNotifications } from './store-notifications';

/**
 * A new status or price of a listing is news to the tenants interested in it (only tenants:
 * spec section 6). One notification each, stored in the owner's transaction, so they exist
 * exactly when the change does; the bell rings once it has committed.
 */
export function onPropertyChanged(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('property.changed', async (change, ctx) => {
    const before: ListingState = { ...change.before, id: change.propertyId };
    const notice = describePropertyChange(before, { ...change.after, id: change.propertyId });
    if (!notice) return;
    const userIds = await interestedTenantIds(ctx.trx, change.propertyId);
    await storeNotifications(
      ctx,
      userIds.map((userId) => ({ ...notice, userId })),
      deps.clock.now().toISOString(),
    );
  });
}
