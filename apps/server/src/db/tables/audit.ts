import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: string;
  /** Why the admin acted, as they wrote it. */
  reason: string | null;
  createdAt: string;
}

/** The audit log (plugins/audit): admin and operator actions. */
export interface AuditTables {
  audit_log: AuditLogTable;
}
