import type { VisitingHours, VisitingWindow } from '@nivaas/shared';
import type { Db } from './site-visits.repository';
import { findHours } from './site-visits.repository';

/** A listing's visiting windows; none when its owner set none. */
export async function windowsOf(db: Db, propertyId: string): Promise<VisitingWindow[]> {
  const row = await findHours(db, propertyId);
  return row ? (JSON.parse(row.windows) as VisitingWindow[]) : [];
}

export const toVisitingHours = (windows: VisitingWindow[]): VisitingHours => ({ windows });
