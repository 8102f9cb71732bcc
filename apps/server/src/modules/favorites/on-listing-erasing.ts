import type { Deps } from '../../plugins/events/deps';

/** A listing erased but kept for its tenants' stays (decision 069): the people who saved it lose it from their saved listings. */
export function onListingErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('property.erasing', async ({ propertyId }, { trx }) => {
    await trx.deleteFrom('favorites').where('propertyId', '=', propertyId).execute();
  });
}
