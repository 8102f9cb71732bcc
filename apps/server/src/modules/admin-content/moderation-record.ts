import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../plugins/audit/audit';
import type { Deps } from '../../plugins/events/deps';
import type { Emit } from '../../plugins/events/app-events';
import { inTransaction } from '../../plugins/events/transaction';
import type { ContentModeratedEvent } from './admin-content.events';

/** The moderated item as its audit entry and its owner's notice name it. */
export interface ModeratedItem {
  id: string;
  /** The audit log's target type, also the prefix of its actions (`property.hide`). */
  auditType: string;
  contentType: ContentModeratedEvent['contentType'];
  ownerId: string;
  title: string;
  details?: Record<string, unknown>;
}

/** The audit log's verb for each change (`property.hide`). */
const AUDIT_VERB = { hidden: 'hide', unhidden: 'unhide', deleted: 'delete' } as const;

/**
 * One moderation inside its transaction: the audit entry (who, what, why) when `actorId` is
 * given, and the owner's notice, which goes out after commit.
 */
async function record(
  trx: Kysely<Database>,
  emit: Emit,
  item: ModeratedItem,
  change: ContentModeratedEvent['change'],
  { actorId, reason, at }: { actorId: string | undefined; reason: string; at: string },
): Promise<void> {
  if (actorId)
    await recordAudit(trx, {
      actorId,
      action: `${item.auditType}.${AUDIT_VERB[change]}`,
      targetType: item.auditType,
      targetId: item.id,
      reason,
      details: item.details,
    });
  emit('content.moderated', {
    ownerId: item.ownerId,
    contentType: item.contentType,
    contentId: item.id,
    change,
    title: item.title,
    reason,
    at,
  });
}

/**
 * An admin's hide or unhide, inside its transaction: the audit entry (who, what, why) and the
 * owner's notice, which goes out after commit.
 */
export async function recordVisibilityChange(
  trx: Kysely<Database>,
  emit: Emit,
  item: ModeratedItem,
  change: { adminId: string; hidden: boolean; reason: string; at: string },
): Promise<void> {
  const { adminId, hidden, reason, at } = change;
  await record(trx, emit, item, hidden ? 'hidden' : 'unhidden', { actorId: adminId, reason, at });
}

/**
 * After an admin deleted an item, the owner's notice in a transaction of its own (the item is
 * gone); with `auditBy`, the deletion's audit entry too, for owning modules that do not write one.
 */
export async function recordDeletion(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  item: ModeratedItem,
  reason: string,
  auditBy?: string,
): Promise<void> {
  await inTransaction(deps, (trx, emit) =>
    record(trx, emit, item, 'deleted', {
      actorId: auditBy,
      reason,
      at: deps.clock.now().toISOString(),
    }),
  );
}
