import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, VALIDATION } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';

export const AVATAR_TOO_LARGE = `The photo must be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`;

/** Reads the one file of a multipart request, refusing anything over the avatar limit. */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported-media-type', 'Send the photo as multipart/form-data.');
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw new AppError('invalid-argument', undefined, { avatar: VALIDATION.required });
    return await file.toBuffer();
  } catch (err) {
    throw uploadError(err);
  }
}

/** A broken or cut-off multipart body is the sender's fault: a 400, never a 500. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload-too-large', AVATAR_TOO_LARGE);
  if (statusCode !== undefined && statusCode < 500) return err;
  // The multipart parser's own errors (bad boundary, unexpected end) carry no status code.
  return new AppError('invalid-argument', undefined, { avatar: VALIDATION.required });
}

/** Deletes a file this server stored; a URL from elsewhere (a Google photo) is left alone. */
export async function deleteStoredFile(app: FastifyInstance, url: string): Promise<void> {
  const key = url ? app.storage.keyFromUrl(url) : null;
  if (!key) return;
  try {
    await app.storage.delete(key);
  } catch (err) {
    // The record already points elsewhere; a leftover file is harmless, a failed request is not.
    app.log.warn({ err, key }, 'stored file not removed');
  }
}
