import type { FastifyRequest } from 'fastify';
import { ROOMMATE_MESSAGES, ROOM_PHOTO_LIMITS, type RoomPhoto } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { forEachUpload } from '../../lib/uploads';
import type { Deps } from '../../plugins/events/deps';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { newStorageKey } from '../../plugins/storage/storage';
import { toRoomPhotoWebp } from './room-photo-image';
import {
  deleteRoomPhoto as deleteRow,
  findRoommateProfile,
  insertRoomPhoto,
  roomPhotosOf,
  type RoomPhotoRow,
} from './roommates.repository';

type PhotoDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'clock'>;

export const toRoomPhoto = (row: RoomPhotoRow): RoomPhoto => ({
  id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
});

export const listRoomPhotos = async (deps: Pick<Deps, 'db'>, userId: string) =>
  (await roomPhotosOf(deps.db, userId)).map(toRoomPhoto);

/**
 * Adds the uploaded photos to the caller's room, in the order sent, up to 6 in all. Each is
 * stored as it arrives (one in memory at a time); if any file is refused (not a photo, too
 * large, one too many), the request changes nothing: what it had stored is removed again.
 */
export async function uploadRoomPhotos(
  deps: PhotoDeps,
  userId: string,
  request: FastifyRequest,
): Promise<RoomPhoto[]> {
  if (!(await findRoommateProfile(deps.db, userId))) throw new AppError('roommate.not-found');
  const existing = await roomPhotosOf(deps.db, userId);
  const room = ROOM_PHOTO_LIMITS.max - existing.length;
  const tooMany = { photos: ROOMMATE_MESSAGES.photosTooMany };
  if (room <= 0) throw new AppError('invalid-argument', undefined, tooMany);
  let position = existing.reduce((max, p) => Math.max(max, p.position), -1);
  // All or nothing: what this request stored goes again if any of its files is refused.
  const added: Array<{ id: string; key: string }> = [];
  try {
    await forEachUpload(
      request,
      {
        field: 'photos',
        maxBytes: ROOM_PHOTO_LIMITS.maxBytes,
        maxFiles: room,
        tooLarge: 'roommate.photo-too-large',
        tooMany: ROOMMATE_MESSAGES.photosTooMany,
        required: ROOMMATE_MESSAGES.photoRequired,
      },
      async (data) => {
        const photo = await toRoomPhotoWebp(data);
        const key = newStorageKey('room-photos', 'webp');
        await deps.storage.put(key, photo.file, 'image/webp');
        const id = newId();
        added.push({ id, key });
        position += 1;
        await insertRoomPhoto(deps.db, {
          id,
          userId,
          storageKey: key,
          url: deps.storage.url(key),
          width: photo.width,
          height: photo.height,
          position,
          createdAt: deps.clock.now().toISOString(),
        });
      },
    );
  } catch (err) {
    for (const { id } of added) await deleteRow(deps.db, userId, id);
    await deleteStoredKeys(
      deps,
      added.map((a) => a.key),
    );
    throw err;
  }
  return listRoomPhotos(deps, userId);
}

/** Removes one of the caller's room photos and its file; someone else's is a 404. */
export async function removeRoomPhoto(
  deps: PhotoDeps,
  userId: string,
  id: string,
): Promise<RoomPhoto[]> {
  const key = await deleteRow(deps.db, userId, id);
  if (!key) throw new AppError('roommate.photo-not-found');
  await deleteStoredKeys(deps, [key]);
  return listRoomPhotos(deps, userId);
}

/** The files of the person's room photos, for deleting them with the profile. */
export const roomPhotoKeys = async (deps: Pick<Deps, 'db'>, userId: string) =>
  (await roomPhotosOf(deps.db, userId)).map((p) => p.storageKey);
