import { visitSlots, type VisitSlots } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findViewableProperty } from '../properties/index';
import { confirmedStarts } from './site-visits.repository';
import { windowsOf } from './visiting-hours';

/** The free 30-minute slots of a listing's next 14 days: not begun, not confirmed for another. */
export async function getVisitSlots(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<VisitSlots> {
  await findViewableProperty(deps, caller, propertyId);
  const now = deps.clock.now();
  const [windows, taken] = await Promise.all([
    windowsOf(deps.db, propertyId),
    confirmedStarts(deps.db, propertyId, now.toISOString()),
  ]);
  return { timeZone: 'Asia/Kolkata', days: visitSlots(windows, now, taken) };
}
