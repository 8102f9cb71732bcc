import type { Deps } from '../../plugins/events/deps';

/** A listing erased but kept for its tenants' stays (decision 069): its rent-increase setting goes, so no stay on it is raised again (increases already applied stay in the history). */
export function onListingErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('property.erasing', async ({ propertyId }, { trx }) => {
    await trx.deleteFrom('rent_escalations').where('propertyId', '=', propertyId).execute();
  });
}
