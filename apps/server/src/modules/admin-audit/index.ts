/** The audit log as admins read it (its writes are plugins/audit/audit.ts). */
export { adminAuditRoutes } from './admin-audit.routes';
export { listAudit } from './list-audit';
