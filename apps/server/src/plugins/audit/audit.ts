import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/dialect';
import { actsAsAdmin, type AdminCandidate } from '../auth/acts-as-admin';

export interface AuditEntry {
  /** Who did it; null for the command line or the system. */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  /** Why, as the admin wrote it (every admin action asks for one). */
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Admin and operator actions are recorded: who, what, when, why (design: security baseline). */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason ?? null,
      details: JSON.stringify(entry.details ?? {}),
      createdAt: nowIso(),
    })
    .execute();
}

/** Who acted, as far as moderation is concerned. */
export type Actor = { userId: string } & AdminCandidate;

/** An admin acting on a record that is someone else's is moderating it (spec section 6). */
export const isModeration = (actor: Actor, ownerId: string): boolean =>
  actsAsAdmin(actor) && actor.userId !== ownerId;

/**
 * Puts a moderator's change on the record, inside the change's own transaction (`trx`), so the
 * entry and the change commit or roll back together. An owner changing their own record, or
 * anyone who is not an admin, records nothing.
 */
export async function recordModeration(
  trx: Kysely<Database>,
  actor: Actor,
  ownerId: string,
  entry: Omit<AuditEntry, 'actorId'>,
): Promise<void> {
  if (isModeration(actor, ownerId)) await recordAudit(trx, { ...entry, actorId: actor.userId });
}
