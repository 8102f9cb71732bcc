import { ApiError, isNetworkFailure } from '../../../lib/api-error';
import type { ConnectionState } from '../../../lib/realtime/socket';

/**
 * The spec's words for listings that could not load (section 8, Properties), under `search:`:
 * the network, or the server's side (its database); null for any other failure, which
 * errorMessage words by its reason.
 */
export function listingsFailureKey(error: unknown): 'error.network' | 'error.database' | null {
  if (isNetworkFailure(error)) return 'error.network';
  if (error instanceof ApiError && error.status >= 500) return 'error.database';
  return null;
}

/**
 * While the live connection is being recovered, listings on screen may go stale; they are read
 * again once it is back (every query is refreshed on reconnect), and the page says so.
 */
export const liveNoticeKey = (state: ConnectionState, showingListings: boolean) =>
  state === 'retrying' && showingListings ? 'live.interrupted' : null;
