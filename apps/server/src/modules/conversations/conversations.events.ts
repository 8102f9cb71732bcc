import type { ChatMessage } from '@nivaas/shared';

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** A new message, as the API shows it; the receiver is notified in the same transaction. */
    'message.sent': {
      message: ChatMessage;
      senderName: string;
      /** The listing the thread is about, if any. */
      propertyId: string | null;
      /** Its text, or the attachment's name. */
      preview: string;
    };
    /** The sender deleted their message. */
    'message.deleted': { conversationId: string; messageId: string; participants: Pair };
    /** `readerId` has read the thread up to `readSeq`. */
    'conversation.read': {
      conversationId: string;
      readerId: string;
      readSeq: number;
      readAt: string;
      participants: Pair;
    };
    /** Blocked or unblocked by either participant. */
    'conversation.blocked': { conversationId: string; blocked: boolean; participants: Pair };
  }
}

/** The two people of a thread. */
export type Pair = [string, string];
