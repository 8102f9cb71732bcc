import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/dialect';

export interface AuditEntry {
  /** Who did it; null for the command line or the system. */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Admin and operator actions are recorded (design: security baseline). */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
      createdAt: nowIso(),
    })
    .execute();
}
