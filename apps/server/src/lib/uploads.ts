import type { FastifyRequest } from 'fastify';
import type { ErrorReason } from '@nivaas/shared';
import { AppError } from './app-error';

export interface UploadRules {
  /** The form field named in a 400's field messages. */
  field: string;
  maxBytes: number;
  /** The reason of a 413 for a file over `maxBytes` (its message states the limit). */
  tooLarge: ErrorReason;
  /** Field message when nothing was sent. */
  required: string;
}

/** Reads the one file of a multipart request, refusing anything over `maxBytes`. */
export async function readSingleUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('upload.not-multipart');
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!file) throw new AppError('invalid-argument', undefined, { [rules.field]: rules.required });
    return await file.toBuffer();
  } catch (err) {
    throw uploadError(err, rules);
  }
}

/**
 * Hands each file of a multipart request to `handle` in turn, one in memory at a time, so
 * twenty photos never sit in memory together. More than `maxFiles` files is a 400.
 */
export async function forEachUpload(
  request: FastifyRequest,
  rules: UploadRules & { maxFiles: number; tooMany: string },
  handle: (data: Buffer) => Promise<void>,
): Promise<number> {
  if (!request.isMultipart()) throw new AppError('upload.not-multipart');
  let count = 0;
  try {
    const limits = { fileSize: rules.maxBytes, files: rules.maxFiles, parts: rules.maxFiles + 10 };
    for await (const file of request.files({ limits })) {
      count += 1;
      await handle(await file.toBuffer());
    }
  } catch (err) {
    const { code } = err as { code?: string };
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('invalid-argument', undefined, { [rules.field]: rules.tooMany });
    throw uploadError(err, rules);
  }
  if (count === 0)
    throw new AppError('invalid-argument', undefined, { [rules.field]: rules.required });
  return count;
}

/** A broken or cut-off multipart body is the sender's fault: a 400, never a 500. */
function uploadError(err: unknown, rules: UploadRules): unknown {
  if (err instanceof AppError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(rules.tooLarge);
  if (statusCode !== undefined && statusCode < 500) return err;
  // The multipart parser's own errors (bad boundary, unexpected end) carry no status code.
  return new AppError('invalid-argument', undefined, { [rules.field]: rules.required });
}
