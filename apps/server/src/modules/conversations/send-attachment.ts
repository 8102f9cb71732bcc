import type { FastifyRequest } from 'fastify';
import { CHAT_LIMITS, CHAT_MESSAGES, cleanFileName, type ChatMessage } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { assertAcceptedImage, decodeImage, encodeOrRefuse } from '../../lib/images';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { newStorageKey } from '../../plugins/storage/storage';
import { findConversation } from './conversations.repository';
import { assertNotBlocked, assertParticipant } from './conversations.policy';
import { sendMessage } from './send-message';

const IMAGE_MAX_PX = 2048;
const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * What the bytes are (spec section 5: an image/* type is an image, anything else accepted is a
 * PDF): a photo we can decode, re-encoded to WebP so no location metadata leaves with it, or a
 * file that starts as a PDF does. Everything else (a renamed program, an SVG) is a 415.
 */
async function classify(
  bytes: Buffer,
): Promise<{ type: 'image' | 'pdf'; body: Buffer; ext: string; contentType: string }> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { type: 'pdf', body: bytes, ext: 'pdf', contentType: 'application/pdf' };
  }
  try {
    await assertAcceptedImage(bytes);
  } catch (err) {
    if (err instanceof AppError && err.code === 'unsupported-media-type') {
      throw new AppError('chat.attachment-type');
    }
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
  );
  return { type: 'image', body, ext: 'webp', contentType: 'image/webp' };
}

/**
 * One file as a message of its own, stored under chat_attachments/{threadId}/. Who may send is
 * checked before the body is read; a failed send removes the stored file again.
 */
export async function sendAttachment(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  caller: RequestAuth,
  conversationId: string,
  clientKey: string,
  request: FastifyRequest,
): Promise<{ message: ChatMessage; created: boolean }> {
  const row = await findConversation(deps.db, conversationId);
  assertParticipant(row, caller.userId);
  assertNotBlocked(row);
  if (!request.isMultipart()) throw new AppError('chat.attachment-type');
  let bytes: Buffer;
  let filename: string | undefined;
  try {
    const file = await request.file({
      limits: { fileSize: CHAT_LIMITS.attachmentMaxBytes, files: 1 },
    });
    if (!file)
      throw new AppError('invalid-argument', undefined, { file: CHAT_MESSAGES.contentRequired });
    filename = file.filename;
    bytes = await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('chat.attachment-too-large');
    }
    throw new AppError('invalid-argument', undefined, { file: CHAT_MESSAGES.contentRequired });
  }
  const { type, body, ext, contentType } = await classify(bytes);
  const key = newStorageKey('chat_attachments', ext, conversationId);
  // A display name only, never part of a path: no control characters, bidirectional overrides
  // (a `\u202efdp.exe` would read "exe.pdf") or slashes.
  const name = cleanFileName(filename, type === 'pdf' ? 'document.pdf' : 'photo.webp');
  await deps.storage.put(key, body, contentType, type === 'pdf' ? name : undefined);
  try {
    return await sendMessage(deps, caller, conversationId, {
      content: '',
      clientKey,
      type,
      attachments: [
        {
          id: newId(),
          type,
          storageKey: key,
          name,
          size: body.length,
          createdAt: deps.clock.now().toISOString(),
        },
      ],
    }).then(async (result) => {
      // A retried upload answers the first message; this copy of the file is not needed.
      if (!result.created) await deleteStoredKeys(deps, [key]);
      return result;
    });
  } catch (err) {
    await deleteStoredKeys(deps, [key]);
    throw err;
  }
}
