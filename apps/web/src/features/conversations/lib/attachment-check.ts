import { CHAT_LIMITS } from '@nivaas/shared';

/** What the picker offers; the server decides by the file's bytes anyway. */
export const ACCEPTED_ATTACHMENTS =
  'image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf';

/** Why a picked file can't be sent (a key of messages `errors.server`), or null. */
export function attachmentProblem(file: {
  type: string;
  size: number;
}): 'attachmentType' | 'attachmentSize' | null {
  const ok =
    file.type === 'application/pdf' ||
    (file.type.startsWith('image/') && file.type !== 'image/svg+xml');
  if (!ok) return 'attachmentType';
  if (file.size > CHAT_LIMITS.attachmentMaxBytes) return 'attachmentSize';
  return null;
}
