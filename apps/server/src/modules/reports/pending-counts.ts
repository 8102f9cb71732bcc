import type { Kysely } from 'kysely';
import type { ReportTargetType } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import * as reports from './reports.repository';

/** Open reports and automatic flags per item of one kind, for the admin lists (by item id). */
export const pendingCounts = (
  db: Kysely<Database>,
  type: ReportTargetType,
  ids: readonly string[],
): Promise<Map<string, { reports: number; flags: number }>> => reports.pendingCounts(db, type, ids);
