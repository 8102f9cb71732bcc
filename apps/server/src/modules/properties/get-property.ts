import type { Property } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { readsExactAddress, withoutExactAddress } from './address-privacy';
import { loadProperty } from './load-property';
import { canViewProperty } from './properties.policy';
import { countPropertyView } from './property-views.repository';
import { withReviewReasons } from './review-reasons';

/**
 * One listing for anyone signed in; an inactive one reads as missing to all but its owner and
 * admins. The exact address only for those who read it (address-privacy.ts). Someone other than the owner opening it counts as a view, once per person per day.
 */
export async function getProperty(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  caller: RequestAuth,
  id: string,
): Promise<Property> {
  const { row, property } = await loadProperty(deps, id);
  if (!canViewProperty(caller, row)) throw new AppError('property.not-found');
  // Only the owner and admins can open a listing held for review: they are told why.
  if (caller.userId === property.ownerId) return (await withReviewReasons(deps.db, [property]))[0]!;
  if (!(await readsExactAddress(deps.db, caller, property.ownerId))) withoutExactAddress(property);
  const day = deps.clock.now().toISOString().slice(0, 10);
  const counted = await deps.db
    .transaction()
    .execute((trx) => countPropertyView(trx, id, caller.userId, day));
  return counted ? { ...property, viewCount: property.viewCount + 1 } : property;
}
