import type { FastifyInstance } from 'fastify';
import { userRoom, type SessionUser } from '@nivaas/shared';
import { deleteStoredFile } from './avatar-files';
import { getMe } from './get-me';
import { replaceAvatar } from './users.repository';

/** Removes the caller's photo and its file; removing none is a no-op that still answers. */
export async function removeAvatar(app: FastifyInstance, userId: string): Promise<SessionUser> {
  const previous = await replaceAvatar(app.db, userId, null);
  await deleteStoredFile(app, previous);
  if (previous) app.events.publish('user.updated', { userId }, [userRoom(userId)]);
  return getMe(app, userId);
}
