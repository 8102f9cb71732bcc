import type { ChatMessage } from '@nivaas/shared';
import type { Bool } from './columns';

export interface ConversationsTable {
  id: string;
  /** The sorted pair of participants. */
  userLow: string;
  userHigh: string;
  /** The listing id, or '' for a direct thread. */
  propertyKey: string;
  propertyId: string | null;
  ownerId: string | null;
  tenantId: string | null;
  applicationId: string | null;
  unlockLevel: string;
  blocked: Bool;
  blockedBy: string | null;
  blockedAt: string | null;
  lastSeq: number;
  lastMessageId: string | null;
  lastMessageContent: string | null;
  lastMessageSenderId: string | null;
  lastMessageType: ChatMessage['type'] | null;
  lastMessageAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationParticipantsTable {
  conversationId: string;
  userId: string;
  unreadCount: number;
  lastReadSeq: number;
  preApplyMessageCount: number;
  activityAt: string;
  /** This participant's own block is on (each may lift only theirs). */
  blocking: Bool;
}

export interface ConversationMessagesTable {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  receiverId: string;
  content: string;
  type: ChatMessage['type'];
  clientKey: string | null;
  readAt: string | null;
  deletedAt: string | null;
  createdAt: string;
}

export interface ConversationAttachmentsTable {
  id: string;
  messageId: string;
  type: string;
  storageKey: string;
  name: string;
  size: number;
  createdAt: string;
}

/** The conversations module: threads, their two participants, messages and attachments. */
export interface ConversationsTables {
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  conversation_messages: ConversationMessagesTable;
  conversation_attachments: ConversationAttachmentsTable;
}
