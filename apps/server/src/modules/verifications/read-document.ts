import type { FastifyRequest } from 'fastify';
import { VERIFICATION_LIMITS } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';

/**
 * The one file of a verification upload (field `document`), at most
 * VERIFICATION_LIMITS.documentMaxBytes (413 beyond); nothing else is read.
 */
export async function readVerificationDocument(
  request: FastifyRequest,
): Promise<{ filename: string | undefined; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('upload.not-multipart');
  let file: { filename: string | undefined; bytes: Buffer } | undefined;
  try {
    const limits = {
      fileSize: VERIFICATION_LIMITS.documentMaxBytes,
      files: 1,
      fields: 2,
      parts: 3,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === 'document')
        file = { filename: part.filename, bytes: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('verification.document-too-large');
    if (err instanceof AppError || (statusCode !== undefined && statusCode < 500)) throw err;
    throw new AppError('verification.document-required');
  }
  if (!file || file.bytes.length === 0) throw new AppError('verification.document-required');
  return file;
}
