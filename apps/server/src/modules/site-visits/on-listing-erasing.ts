import type { Deps } from '../../plugins/events/deps';

/** A listing erased but kept for its tenants' stays (decision 069): its visiting hours and visits go. */
export function onListingErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('property.erasing', async ({ propertyId }, { trx }) => {
    await trx.deleteFrom('site_visits').where('propertyId', '=', propertyId).execute();
    await trx.deleteFrom('visiting_hours').where('propertyId', '=', propertyId).execute();
  });
}
