import { MY_DATA_LIMITS } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { deleteExpiredExports } from './data-exports.repository';

/**
 * Removes copies whose link has expired (content and all), marks copies whose making stopped
 * (their instance went away) as failed, and forgets failed ones after a day.
 */
export async function sweepDataExports(deps: Pick<Deps, 'db' | 'clock' | 'log'>) {
  const now = deps.clock.now().getTime();
  const result = await deleteExpiredExports(deps.db, {
    now: new Date(now).toISOString(),
    staleBefore: new Date(now - MY_DATA_LIMITS.exportGiveUpMinutes * 60_000).toISOString(),
    dayAgo: new Date(now - 24 * 60 * 60_000).toISOString(),
  });
  if (result.removed + result.failed > 0) deps.log.info(result, 'data exports swept');
  return result;
}
