import type { ChatMessage } from '@nivaas/shared';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { conversationPath } from './conversation-keys';

/** POST /api/conversations/:id/attachments?clientKey=… with the file as multipart field `file`. */
export async function sendAttachment(
  conversationId: string,
  file: File,
  clientKey: string,
  onProgress: (fraction: number) => void,
): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const url = `${conversationPath(conversationId)}/attachments?clientKey=${encodeURIComponent(clientKey)}`;
  const body = await uploadWithProgress<{ message: ChatMessage }>(url, form, (percent) =>
    onProgress(percent / 100),
  );
  return body.message;
}
