import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, VALIDATION } from '@nivaas/shared';
import { readSingleUpload } from '../../lib/uploads';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import type { Deps } from '../../plugins/events/deps';

/** Reads the one file of a multipart request, refusing anything over the avatar limit. */
export const readAvatarUpload = (request: FastifyRequest): Promise<Buffer> =>
  readSingleUpload(request, {
    field: 'avatar',
    maxBytes: AVATAR_MAX_BYTES,
    tooLarge: 'user.avatar-too-large',
    required: VALIDATION.required,
  });

/** Deletes a file this server stored; a URL from elsewhere (a Google photo) is left alone. */
export async function deleteStoredFile(
  deps: Pick<Deps, 'storage' | 'log'>,
  url: string,
): Promise<void> {
  const key = url ? deps.storage.keyFromUrl(url) : null;
  if (key) await deleteStoredKeys(deps, [key]);
}
