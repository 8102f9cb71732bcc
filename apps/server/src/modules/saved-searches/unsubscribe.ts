import { SAVED_SEARCH_MESSAGES } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { findSavedSearch, updateSavedSearch } from './saved-searches.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

/**
 * A digest mail's unsubscribe link turns that search's alerts off, without signing in: the
 * signed token is the proof. A repeat changes nothing; a deleted search reads as a bad link.
 */
export async function unsubscribe(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  token: string,
): Promise<{ name: string }> {
  const id = readUnsubscribeToken(deps.config.authSecret, token);
  const row = id ? await findSavedSearch(deps.db, id) : undefined;
  if (!row)
    throw new AppError('invalid-argument', undefined, { token: SAVED_SEARCH_MESSAGES.token });
  if (row.alertMode !== 'off')
    await updateSavedSearch(deps.db, row.id, {
      alertMode: 'off',
      updatedAt: deps.clock.now().toISOString(),
    });
  return { name: row.name };
}
