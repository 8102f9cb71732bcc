import type { Report } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { presentReport } from './present-report';
import { findReport, PENDING, updateReport } from './reports.repository';

/** An admin takes a waiting report (an assigned one may be taken over). */
export async function assignReport(
  deps: Pick<Deps, 'db' | 'bus'>,
  adminId: string,
  id: string,
): Promise<Report> {
  await inTransaction(deps, async (trx) => {
    const row = await findReport(trx, id);
    if (!row) throw new AppError('report.not-found');
    if (!(await updateReport(trx, id, PENDING, { status: 'assigned', assigneeId: adminId })))
      throw new AppError('report.already-handled');
    await recordAudit(trx, {
      actorId: adminId,
      action: 'report.assign',
      targetType: 'report',
      targetId: id,
      details: { previousAssignee: row.assigneeId },
    });
  });
  return presentReport(deps, (await findReport(deps.db, id))!);
}
