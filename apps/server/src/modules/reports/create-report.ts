import {
  REPORT_CREATE_LIMIT_PER_HOUR,
  severityOfReason,
  type Report,
  type ReportInput,
} from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { presentReport } from './present-report';
import { findReportTarget } from './report-targets';
import {
  countReportsSince,
  insertReport,
  openReportBy,
  type ReportRow,
} from './reports.repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Someone signed in reports an item. Refused for oneself or one's own item, for a chat message
 * they are not part of (it reads as missing), while their earlier report of the item is still
 * open, and past REPORT_CREATE_LIMIT_PER_HOUR in any hour.
 */
export async function createReport(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  reporterId: string,
  input: ReportInput,
): Promise<Report> {
  const target = await findReportTarget(deps, input.targetType, input.targetId);
  if (!target || (target.parties && !target.parties.includes(reporterId)))
    throw new AppError('report.target-not-found');
  if (target.ownerId === reporterId) throw new AppError('report.own-item');
  if (await openReportBy(deps.db, reporterId, input.targetType, input.targetId))
    throw new AppError('report.already-open');
  const now = deps.clock.now();
  const row: ReportRow = {
    id: newId(),
    targetType: input.targetType,
    targetId: input.targetId,
    targetOwnerId: target.ownerId,
    reason: input.reason,
    comment: input.comment || null,
    severity: severityOfReason(input.reason),
    status: 'open',
    automatic: 0,
    signals: '[]',
    details: null,
    reporterId,
    assigneeId: null,
    action: null,
    note: null,
    handledBy: null,
    createdAt: now.toISOString(),
    handledAt: null,
  };
  try {
    await inTransaction(deps, async (trx) => {
      const since = new Date(now.getTime() - HOUR_MS).toISOString();
      if ((await countReportsSince(trx, reporterId, since)) >= REPORT_CREATE_LIMIT_PER_HOUR)
        throw new AppError('report.rate-limited');
      await insertReport(trx, row);
    });
  } catch (err) {
    // A double submit: one open report per reporter per item.
    if (isUniqueViolation(err)) throw new AppError('report.already-open');
    throw err;
  }
  return presentReport(deps, row);
}
