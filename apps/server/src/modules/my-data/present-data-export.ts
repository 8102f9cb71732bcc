import type { DataExport } from '@nivaas/shared';
import type { DataExportRow } from './data-exports.repository';

/** A copy as its owner sees it: the link's token only while it can be downloaded. */
export const toDataExport = (row: DataExportRow): DataExport => ({
  id: row.id,
  status: row.status as DataExport['status'],
  requestedAt: row.requestedAt,
  readyAt: row.readyAt,
  expiresAt: row.expiresAt,
  token: row.status === 'ready' ? row.token : null,
});
