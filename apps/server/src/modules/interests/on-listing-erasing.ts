import type { Deps } from '../../plugins/events/deps';

/** A listing erased but kept for its tenants' stays (decision 069): the interest shown in it goes. */
export function onListingErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('property.erasing', async ({ propertyId }, { trx }) => {
    await trx.deleteFrom('property_interests').where('propertyId', '=', propertyId).execute();
  });
}
