import { cleanFileName } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { assertAcceptedImage, decodeImage, encodeOrRefuse } from '../../lib/images';

const IMAGE_MAX_PX = 2048;
const PDF_MAGIC = Buffer.from('%PDF-');

export interface DocumentFile {
  type: 'image' | 'pdf';
  body: Buffer;
  ext: string;
  contentType: string;
}

/**
 * A display name only: never part of a path. Control characters, bidirectional overrides (a
 * `\u202efdp.exe` would read "exe.pdf") and slashes go (the shared cleanFileName).
 */
export const documentName = (name: string | undefined, type: 'image' | 'pdf'): string =>
  cleanFileName(name, type === 'pdf' ? 'document.pdf' : 'photo.webp');

/**
 * What a document's bytes are, never its name or the browser's claim: a file that starts as a
 * PDF does, or a photo we can decode, re-encoded to WebP so no location metadata leaves with
 * it (an identity card photographed on a phone carries where it was taken). Anything else, a
 * renamed program or an SVG, is a 415.
 */
export async function classifyDocument(bytes: Buffer): Promise<DocumentFile> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    return { type: 'pdf', body: bytes, ext: 'pdf', contentType: 'application/pdf' };
  try {
    await assertAcceptedImage(bytes);
  } catch (err) {
    if (err instanceof AppError && err.code === 'unsupported-media-type')
      throw new AppError('application.document-type');
    throw err;
  }
  const body = await encodeOrRefuse(() =>
    decodeImage(bytes)
      .resize({
        width: IMAGE_MAX_PX,
        height: IMAGE_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer(),
  ).catch((err: unknown) => {
    throw err instanceof AppError && err.code === 'unsupported-media-type'
      ? new AppError('application.document-type')
      : err;
  });
  return { type: 'image', body, ext: 'webp', contentType: 'image/webp' };
}
