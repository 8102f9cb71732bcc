import type { Deps } from '../../plugins/events/deps';

/** A listing erased but kept for its tenants' stays (decision 069): its comments and ratings go. */
export function onListingErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('property.erasing', async ({ propertyId }, { trx }) => {
    await trx.deleteFrom('comments').where('propertyId', '=', propertyId).execute();
    await trx.deleteFrom('property_ratings').where('propertyId', '=', propertyId).execute();
  });
}
