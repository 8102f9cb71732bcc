import { userRoom, type SessionUser } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { deleteStoredFile } from './avatar-files';
import { getMe } from './get-me';
import { replaceAvatar } from './users.repository';

/** Removes the caller's photo and its file; removing none is a no-op that still answers. */
export async function removeAvatar(
  deps: Pick<Deps, 'db' | 'realtime' | 'storage' | 'log'>,
  userId: string,
): Promise<SessionUser> {
  const previous = await replaceAvatar(deps.db, userId, null);
  await deleteStoredFile(deps, previous);
  if (previous) deps.realtime.publish('user.updated', { userId }, [userRoom(userId)]);
  return getMe(deps, userId);
}
