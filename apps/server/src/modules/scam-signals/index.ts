import type { Deps } from '../../plugins/events/deps';
import { onListingSaved } from './on-listing-saved';

/**
 * The scam-signals module's face: automatic reports (issue 13) of a listing priced far below
 * its market, a photo copied from another owner's listing, an owner's phone on many accounts.
 * They never hide anything: the admins' queue gets an automatic report saying why.
 */
export { scanAll, type ScanResult } from './scan-all';
export { checkListing } from './check-listing';
export type { Finding } from './flag';

export function subscribe(deps: Pick<Deps, 'bus' | 'db' | 'clock' | 'log'>): void {
  onListingSaved(deps);
}
