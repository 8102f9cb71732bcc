import type { FastifyRequest } from 'fastify';
import { userRoom, type SessionUser } from '@nivaas/shared';
import { newStorageKey } from '../../plugins/storage/storage';
import type { Deps } from '../../plugins/events/deps';
import { deleteStoredFile, readAvatarUpload } from './avatar-files';
import { toAvatarWebp } from './avatar-image';
import { getMe } from './get-me';
import { replaceAvatar } from './users.repository';

/** Replaces the caller's photo with the uploaded one, resized and cleaned; the old file goes. */
export async function uploadAvatar(
  deps: Pick<Deps, 'db' | 'realtime' | 'storage' | 'log'>,
  userId: string,
  request: FastifyRequest,
): Promise<SessionUser> {
  const webp = await toAvatarWebp(await readAvatarUpload(request));
  const url = await storeAvatar(deps, webp);
  let previous: string;
  try {
    previous = await replaceAvatar(deps.db, userId, url);
  } catch (err) {
    await deleteStoredFile(deps, url);
    throw err;
  }
  await deleteStoredFile(deps, previous);
  deps.realtime.publish('user.updated', { userId }, [userRoom(userId)]);
  return getMe(deps, userId);
}

async function storeAvatar(deps: Pick<Deps, 'storage'>, webp: Buffer): Promise<string> {
  // A generated key: nothing of the upload (name, type) reaches the path.
  const key = newStorageKey('avatars', 'webp');
  await deps.storage.put(key, webp, 'image/webp');
  return deps.storage.url(key);
}
