import { CHAT_MESSAGES } from '../schemas/conversation';
import type { ReasonList } from './reason-list';

/** Conversations (spec section 8, Chat; Messages and connection). */
export const CHAT_REASONS = {
  'chat.thread-not-found': { code: 'not-found', message: CHAT_MESSAGES.notFound },
  'chat.thread-blocked': { code: 'permission-denied', message: CHAT_MESSAGES.blocked },
  'chat.message-not-found': { code: 'not-found', message: 'Message not found' },
  'chat.not-sender': { code: 'permission-denied', message: CHAT_MESSAGES.permission },
  'chat.pre-apply-limit': { code: 'permission-denied', message: CHAT_MESSAGES.preApplyLimit },
  'chat.too-fast': { code: 'resource-exhausted', message: CHAT_MESSAGES.tooFast },
  'chat.client-key-reused': { code: 'invalid-argument', message: CHAT_MESSAGES.send },
  'chat.wrong-recipient': { code: 'invalid-argument', message: CHAT_MESSAGES.create },
  'chat.block-not-yours': { code: 'permission-denied', message: CHAT_MESSAGES.blockNotYours },
  'chat.with-self': { code: 'invalid-argument', message: CHAT_MESSAGES.self },
  'chat.recipient-not-found': { code: 'not-found', message: CHAT_MESSAGES.userNotFound },
  'chat.attachment-type': { code: 'unsupported-media-type', message: CHAT_MESSAGES.attachmentType },
  'chat.attachment-too-large': {
    code: 'payload-too-large',
    message: CHAT_MESSAGES.attachmentSize,
  },
} as const satisfies ReasonList<'chat'>;
