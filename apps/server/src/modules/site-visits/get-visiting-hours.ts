import type { VisitingHours } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findViewableProperty } from '../properties/index';
import { toVisitingHours, windowsOf } from './visiting-hours';

/** A listing's visiting hours, to anyone who may see the listing. */
export async function getVisitingHours(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<VisitingHours> {
  await findViewableProperty(deps, caller, propertyId);
  return toVisitingHours(await windowsOf(deps.db, propertyId));
}
