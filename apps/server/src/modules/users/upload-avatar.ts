import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userRoom, type SessionUser } from '@nivaas/shared';
import { newStorageKey } from '../../plugins/storage/storage';
import { deleteStoredFile, readAvatarUpload } from './avatar-files';
import { toAvatarWebp } from './avatar-image';
import { getMe } from './get-me';
import { replaceAvatar } from './users.repository';

/** Replaces the caller's photo with the uploaded one, resized and cleaned; the old file goes. */
export async function uploadAvatar(
  app: FastifyInstance,
  userId: string,
  request: FastifyRequest,
): Promise<SessionUser> {
  const webp = await toAvatarWebp(await readAvatarUpload(request));
  const url = await storeAvatar(app, webp);
  let previous: string;
  try {
    previous = await replaceAvatar(app.db, userId, url);
  } catch (err) {
    await deleteStoredFile(app, url);
    throw err;
  }
  await deleteStoredFile(app, previous);
  app.events.publish('user.updated', { userId }, [userRoom(userId)]);
  return getMe(app, userId);
}

async function storeAvatar(app: FastifyInstance, webp: Buffer): Promise<string> {
  // A generated key: nothing of the upload (name, type) reaches the path.
  const key = newStorageKey('avatars', 'webp');
  await app.storage.put(key, webp, 'image/webp');
  return app.storage.url(key);
}
