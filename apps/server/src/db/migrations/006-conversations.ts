import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

const user = 'users.id';

/**
 * Conversations (spec section 3 message, chatThread, chatMessage as one model): a thread between
 * two people, optionally about a listing. `userLow`/`userHigh` is the sorted pair and
 * `propertyKey` the listing id or '' (NULLs are never equal in a unique index), so one pair has
 * one direct thread and one thread per listing. Messages carry a per-thread `seq` (order without
 * clock ties) and the sender's idempotency key (a retried send finds the first one).
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userLow', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('userHigh', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('propertyKey', 'text', (c) => c.notNull().defaultTo(''))
    // Kept when the listing goes: the conversation stays readable.
    .addColumn('propertyId', 'text')
    .addColumn('ownerId', 'text')
    .addColumn('tenantId', 'text')
    .addColumn('applicationId', 'text')
    .addColumn('unlockLevel', 'text', (c) => c.notNull())
    .addColumn('blocked', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('blockedBy', 'text')
    .addColumn('blockedAt', 'text')
    .addColumn('lastSeq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastMessageId', 'text')
    .addColumn('lastMessageContent', 'text')
    .addColumn('lastMessageSenderId', 'text')
    .addColumn('lastMessageType', 'text')
    .addColumn('lastMessageAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversations_pair_property_idx')
    .on('conversations')
    .columns(['userLow', 'userHigh', 'propertyKey'])
    .unique()
    .execute();

  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversationId', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('userId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('unreadCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastReadSeq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preApplyMessageCount', 'integer', (c) => c.notNull().defaultTo(0))
    /** Mirrors conversations.updatedAt so the inbox is one index range per person. */
    .addColumn('activityAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversationId', 'userId'])
    .execute();
  await db.schema
    .createIndex('conversation_participants_inbox_idx')
    .on('conversation_participants')
    .columns(['userId', 'activityAt'])
    .execute();

  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversationId', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('senderId', 'text', (c) => c.notNull())
    .addColumn('receiverId', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('clientKey', 'text')
    .addColumn('readAt', 'text')
    .addColumn('deletedAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_seq_idx')
    .on('conversation_messages')
    .columns(['conversationId', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createIndex('conversation_messages_client_key_idx')
    .on('conversation_messages')
    .columns(['senderId', 'clientKey'])
    .unique()
    .execute();

  await db.schema
    .createTable('conversation_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('messageId', 'text', (c) =>
      c.notNull().references('conversation_messages.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('storageKey', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_attachments_message_idx')
    .on('conversation_attachments')
    .column('messageId')
    .execute();
}
