import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { roomPhotoKeys } from './room-photos';
import { deleteRoommateProfile as deleteRow } from './roommates.repository';

/** Removes the caller's profile and its room photos (rows by cascade, then the files); 404 when there is none. */
export async function deleteRoommateProfile(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  userId: string,
): Promise<void> {
  const keys = await roomPhotoKeys(deps, userId);
  if (!(await deleteRow(deps.db, userId))) throw new AppError('roommate.not-found');
  await deleteStoredKeys(deps, keys);
}
