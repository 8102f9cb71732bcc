import type { FastifyInstance } from 'fastify';
import { LISTINGS_CHANGED } from '../../plugins/public-pages';
import '../properties/index';

/**
 * A listing created, changed or deleted: every instance hears `listings-changed` (through Redis
 * when there are several) and drops what it keeps of searches and of visitors' drawn pages,
 * which may show the listing (decision 061). Sent after commit, so a page drawn again reads it.
 */
export function signalListingChanges(root: Pick<FastifyInstance, 'bus' | 'instanceSignals'>) {
  const changed = () => root.instanceSignals.send(LISTINGS_CHANGED);
  root.bus.onAfterCommit('property.created', changed);
  root.bus.onAfterCommit('property.changed', changed);
  root.bus.onAfterCommit('property.deleted', changed);
}
