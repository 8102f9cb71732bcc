import { CHAT_MESSAGES, type Conversation, type OpenConversationInput } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findViewableProperty } from '../properties/index';
import {
  findConversationByPair,
  insertConversation,
  pairOf,
  people,
  type ConversationRow,
} from './conversations.repository';
import { presentConversation } from './present-conversation';

interface Target {
  otherId: string;
  propertyId: string | null;
  ownerId: string | null;
  tenantId: string | null;
}

/** Who the thread is with: a person directly, or the other side of a listing. */
async function targetOf(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  input: OpenConversationInput,
): Promise<Target> {
  const callerId = caller.userId;
  if (!input.propertyId) {
    return { otherId: input.userId!, propertyId: null, ownerId: null, tenantId: null };
  }
  // A hidden listing reads as missing, as on its page: nobody starts a thread about it.
  const listing = await findViewableProperty(deps, caller, input.propertyId);
  if (listing.ownerId === callerId) {
    // The owner writes to a seeker about their own listing.
    if (!input.userId)
      throw new AppError('chat.wrong-recipient', {
        fields: { userId: CHAT_MESSAGES.userNotFound },
      });
    return {
      otherId: input.userId,
      propertyId: listing.id,
      ownerId: callerId,
      tenantId: input.userId,
    };
  }
  if (input.userId && input.userId !== listing.ownerId) {
    throw new AppError('chat.wrong-recipient', {
      fields: { userId: CHAT_MESSAGES.userNotFound },
    });
  }
  return {
    otherId: listing.ownerId,
    propertyId: listing.id,
    ownerId: listing.ownerId,
    tenantId: callerId,
  };
}

/**
 * Opens the caller's thread with a person (or about a listing), starting it the first time.
 * Idempotent: the unique pair makes a concurrent second start find the first.
 */
export async function openConversation(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  caller: RequestAuth,
  input: OpenConversationInput,
): Promise<{ conversation: Conversation; created: boolean }> {
  const target = await targetOf(deps, caller, input);
  if (target.otherId === caller.userId) {
    throw new AppError('chat.with-self', { fields: { userId: CHAT_MESSAGES.self } });
  }
  const [other] = await people(deps.db, [target.otherId]);
  if (!other) throw new AppError('chat.recipient-not-found');
  const propertyKey = target.propertyId ?? '';
  const existing = await findConversationByPair(
    deps.db,
    caller.userId,
    target.otherId,
    propertyKey,
  );
  if (existing) {
    return {
      conversation: await presentConversation(deps, existing, caller.userId),
      created: false,
    };
  }
  const now = deps.clock.now().toISOString();
  const [userLow, userHigh] = pairOf(caller.userId, target.otherId);
  const row: ConversationRow = {
    id: newId(),
    userLow,
    userHigh,
    propertyKey,
    propertyId: target.propertyId,
    ownerId: target.ownerId,
    tenantId: target.tenantId,
    applicationId: null,
    // Applications arrive later; until then every thread about a listing starts limited.
    unlockLevel: target.propertyId ? 'limited' : 'open',
    blocked: 0,
    blockedBy: null,
    blockedAt: null,
    lastSeq: 0,
    lastMessageId: null,
    lastMessageContent: null,
    lastMessageSenderId: null,
    lastMessageType: null,
    lastMessageAt: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await deps.db.transaction().execute((trx) => insertConversation(trx, row, [userLow, userHigh]));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const twin = await findConversationByPair(deps.db, caller.userId, target.otherId, propertyKey);
    if (!twin) throw err;
    return { conversation: await presentConversation(deps, twin, caller.userId), created: false };
  }
  return { conversation: await presentConversation(deps, row, caller.userId), created: true };
}
