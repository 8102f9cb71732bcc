import { MESSAGE_NOTIFICATION_PREVIEW_CHARS } from '@nivaas/shared';
import type { NewNotification } from './new-notification';

/** The first 100 characters (whole code points, so an emoji is never cut in half). */
export const messagePreview = (content: string): string =>
  Array.from(content.trim()).slice(0, MESSAGE_NOTIFICATION_PREVIEW_CHARS).join('');

/** "New message from …" for the receiver of a direct message (spec sections 3 and 9). */
export function messageNotification(input: {
  receiverId: string;
  senderId: string;
  senderName: string;
  messageId: string;
  content: string;
  propertyId?: string | null;
}): NewNotification {
  const preview = messagePreview(input.content);
  return {
    userId: input.receiverId,
    type: 'message',
    senderId: input.senderId,
    messageId: input.messageId,
    propertyId: input.propertyId ?? null,
    title: `New message from ${input.senderName}`,
    message: preview,
    data: { senderName: input.senderName, preview },
  };
}
