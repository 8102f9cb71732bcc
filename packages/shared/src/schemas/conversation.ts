import { z } from 'zod';
import { multilineText } from './text';
import { personSummarySchema } from './engagement';

/**
 * One conversation model for the spec's direct messages and property chat threads (spec
 * section 3 message, chatThread, chatMessage): a thread between two people, optionally about a
 * listing (and later an application). Every message has a server-assigned `seq` within its
 * thread; clients send with an idempotency key (`clientKey`) so a retry never duplicates.
 */
export const CHAT_LIMITS = {
  contentMax: 4000,
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Before applying, a seeker may send this many messages in a thread about a listing. */
  preApplyMessages: 5,
  /** Messages a person may send per minute, across threads. */
  sendsPerMinute: 30,
  pageSize: 50,
  clientKeyMax: 64,
} as const;

/** The spec's texts (section 8 Chat; Messages and connection) and the field messages. */
export const CHAT_MESSAGES = {
  loadThreads: 'Failed to load chat threads',
  loadMessages: 'Failed to load messages',
  send: 'Failed to send message',
  create: 'Failed to create chat thread',
  block: 'Failed to block conversation',
  unblock: 'Failed to unblock conversation',
  notFound: 'Chat thread not found',
  blocked: 'This conversation has been blocked',
  permission: 'Permission denied. Please check your authentication.',
  contentRequired: 'Write a message or attach a file',
  contentTooLong: `A message can be at most ${CHAT_LIMITS.contentMax} characters`,
  preApplyLimit: `You can send ${CHAT_LIMITS.preApplyMessages} messages before applying. Apply for this property to keep talking with the owner.`,
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
  attachmentType: 'Only images and PDF files can be attached',
  attachmentSize: `Attachments must be at most ${CHAT_LIMITS.attachmentMaxBytes / (1024 * 1024)} MB`,
  self: 'You cannot start a conversation with yourself',
  userNotFound: 'User not found',
  blockNotYours: 'Only the person who blocked this conversation can unblock it',
} as const;

export const CHAT_UNLOCK_LEVELS = ['open', 'limited'] as const;
export type ChatUnlockLevel = (typeof CHAT_UNLOCK_LEVELS)[number];
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'pdf'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const chatAttachmentSchema = z.object({
  id: z.string(),
  type: z.enum(['image', 'pdf']),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  attachments: z.array(chatAttachmentSchema),
  clientKey: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  sublocality: z.string(),
  coverUrl: z.string().nullable(),
});

export const conversationSchema = z.object({
  id: z.string(),
  /** The other participant, seen from the caller. */
  other: personSummarySchema,
  property: conversationPropertySchema.nullable(),
  ownerId: z.string().nullable(),
  tenantId: z.string().nullable(),
  applicationId: z.string().nullable(),
  chatUnlockLevel: z.enum(CHAT_UNLOCK_LEVELS),
  /** Messages the caller may still send before applying; null when not limited for them. */
  preApplyRemaining: z.number().nullable(),
  blocked: z.boolean(),
  blockedBy: z.string().nullable(),
  blockedAt: z.string().nullable(),
  /**
   * Whether the caller's own block is on. Each participant's block is their own: either may
   * block, each may lift only theirs, and the thread is blocked while any block is on.
   */
  blockedByMe: z.boolean(),
  unreadCount: z.number(),
  lastMessage: z
    .object({
      id: z.string(),
      content: z.string(),
      senderId: z.string(),
      type: z.enum(CHAT_MESSAGE_TYPES),
      createdAt: z.string(),
    })
    .nullable(),
  /** seq of the last message the other person has read (for "Seen"). */
  otherReadSeq: z.number(),
  lastSeq: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /api/conversations: open (or start) the thread with a person, or about a listing. */
export const openConversationSchema = z
  .object({
    userId: z.string().max(64).optional(),
    propertyId: z.string().max(64).optional(),
  })
  .refine((v) => Boolean(v.userId || v.propertyId), { message: CHAT_MESSAGES.create });
export type OpenConversationInput = z.infer<typeof openConversationSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });
export const conversationResultSchema = z.object({ conversation: conversationSchema });

/** GET /api/conversations/:id/messages?after=&before=&limit= (seq bounds, ascending order). */
export const chatMessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_LIMITS.pageSize),
});
export const chatMessageListSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** More older messages exist before the first one returned. */
  hasMore: z.boolean(),
});

export const sendMessageSchema = z.object({
  content: multilineText({ error: CHAT_MESSAGES.contentRequired })
    .min(1, CHAT_MESSAGES.contentRequired)
    .max(CHAT_LIMITS.contentMax, CHAT_MESSAGES.contentTooLong),
  clientKey: z.string().min(8).max(CHAT_LIMITS.clientKeyMax),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;
export const chatMessageResultSchema = z.object({ message: chatMessageSchema });
