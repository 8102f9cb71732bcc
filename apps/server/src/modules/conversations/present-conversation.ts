import { CHAT_LIMITS, type ChatMessage, type Conversation, cleanFileName } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import type { Deps } from '../../plugins/events/deps';
import type { FileStorage } from '../../plugins/storage/storage';
import { listingCards } from '../properties/index';
import {
  attachmentsOf,
  participantRowsFor,
  people,
  type AttachmentRow,
  type ConversationRow,
  type MessageRow,
} from './conversations.repository';
import { isLimitedFor } from './conversations.policy';

type Reader = Pick<Deps, 'db' | 'storage'>;

export function toChatMessage(
  storage: FileStorage,
  row: MessageRow,
  attachments: AttachmentRow[],
): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: Number(row.seq),
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    type: row.type,
    attachments: attachments.map((a) => ({
      id: a.id,
      type: a.type as 'image' | 'pdf',
      url: storage.url(a.storageKey),
      // Names stored before the shared rule lose their bidirectional overrides here too.
      name: cleanFileName(a.name, a.type === 'pdf' ? 'document.pdf' : 'photo.webp'),
      size: Number(a.size),
      uploadedAt: a.createdAt,
    })),
    clientKey: row.clientKey,
    createdAt: row.createdAt,
    read: row.readAt !== null,
    readAt: row.readAt,
  };
}

/** Messages with their attachments, in one query for all the attachments. */
export async function presentMessages(deps: Reader, rows: MessageRow[]): Promise<ChatMessage[]> {
  const attachments = await attachmentsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toChatMessage(
      deps.storage,
      row,
      attachments.filter((a) => a.messageId === row.id),
    ),
  );
}

const UNKNOWN_PERSON = { firstName: '', lastName: '', avatarUrl: '' };

/** Conversations as `viewerId` sees them; everything they need read in a fixed number of queries. */
export async function presentConversations(
  deps: Reader,
  rows: ConversationRow[],
  viewerId: string,
): Promise<Conversation[]> {
  const ids = rows.map((r) => r.id);
  const otherIds = rows.map((r) => (r.userLow === viewerId ? r.userHigh : r.userLow));
  const propertyIds = [...new Set(rows.flatMap((r) => (r.propertyId ? [r.propertyId] : [])))];
  const [participants, persons, listings] = await Promise.all([
    participantRowsFor(deps.db, ids),
    people(deps.db, [...new Set(otherIds)]),
    listingCards(deps, propertyIds, viewerId),
  ]);
  return rows.map((row, i) => {
    const otherId = otherIds[i]!;
    const mine = participants.find((p) => p.conversationId === row.id && p.userId === viewerId);
    const theirs = participants.find((p) => p.conversationId === row.id && p.userId === otherId);
    const person = persons.find((p) => p.id === otherId) ?? UNKNOWN_PERSON;
    const listing = listings.find((l) => l.id === row.propertyId);
    const limited = isLimitedFor(row, viewerId);
    return {
      id: row.id,
      other: {
        id: otherId,
        firstName: person.firstName,
        lastName: person.lastName,
        avatarUrl: person.avatarUrl ?? '',
      },
      property: listing
        ? {
            id: listing.id,
            title: listing.title,
            city: listing.city,
            sublocality: listing.sublocality,
            coverUrl: listing.coverUrl,
          }
        : null,
      ownerId: row.ownerId,
      tenantId: row.tenantId,
      applicationId: row.applicationId,
      chatUnlockLevel: row.unlockLevel === 'open' ? 'open' : 'limited',
      preApplyRemaining: limited
        ? Math.max(0, CHAT_LIMITS.preApplyMessages - Number(mine?.preApplyMessageCount ?? 0))
        : null,
      blocked: toBool(row.blocked),
      blockedBy: row.blockedBy,
      blockedAt: row.blockedAt,
      blockedByMe: toBool(mine?.blocking),
      unreadCount: Number(mine?.unreadCount ?? 0),
      lastMessage:
        row.lastMessageId && row.lastMessageSenderId && row.lastMessageAt
          ? {
              id: row.lastMessageId,
              content: row.lastMessageContent ?? '',
              senderId: row.lastMessageSenderId,
              type: row.lastMessageType ?? 'text',
              createdAt: row.lastMessageAt,
            }
          : null,
      otherReadSeq: Number(theirs?.lastReadSeq ?? 0),
      lastSeq: Number(row.lastSeq),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

export async function presentConversation(
  deps: Reader,
  row: ConversationRow,
  viewerId: string,
): Promise<Conversation> {
  return (await presentConversations(deps, [row], viewerId))[0]!;
}
