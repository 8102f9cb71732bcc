import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { deleteRoommateProfile as deleteRow } from './roommates.repository';

/** Removes the caller's profile; 404 when there is none. */
export async function deleteRoommateProfile(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  if (!(await deleteRow(deps.db, userId))) throw new AppError('roommate.not-found');
}
