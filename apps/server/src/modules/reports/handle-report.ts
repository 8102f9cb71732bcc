import type { Report, ReportAction } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { setListingHeldForReview } from '../properties/index';
import { presentReport } from './present-report';
import { findReportTarget } from './report-targets';
import { findReport, listingHeldByFlags, PENDING, updateReport } from './reports.repository';

export type Handling =
  | { status: 'resolved'; action: ReportAction; note?: string | undefined }
  | { status: 'dismissed'; note?: string | undefined };

/**
 * Closes a waiting report: resolved with the action the admin took (they take it themselves,
 * on the item or the person), or dismissed; the reporter hears of it (bell, realtime, mail).
 * A listing held for review by automatic flags is released once none is left waiting.
 */
export async function handleReport(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  adminId: string,
  id: string,
  handling: Handling,
): Promise<Report> {
  const row = await findReport(deps.db, id);
  if (!row) throw new AppError('report.not-found');
  const target = await findReportTarget(deps, row.targetType as never, row.targetId);
  const at = deps.clock.now().toISOString();
  const action = handling.status === 'resolved' ? handling.action : null;
  const note = handling.note || null;
  await inTransaction(deps, async (trx, emit) => {
    const changed = await updateReport(trx, id, PENDING, {
      status: handling.status,
      action,
      note,
      handledBy: adminId,
      handledAt: at,
      assigneeId: row.assigneeId ?? adminId,
    });
    if (!changed) throw new AppError('report.already-handled');
    // Handled is cleared: the listing is back unless another flag still holds it (an admin who
    // finds a scam hides it, which keeps it off the public pages on its own).
    if (row.targetType === 'listing' && row.automatic)
      await setListingHeldForReview(trx, row.targetId, await listingHeldByFlags(trx, row.targetId));
    await recordAudit(trx, {
      actorId: adminId,
      action: handling.status === 'resolved' ? 'report.resolve' : 'report.dismiss',
      targetType: 'report',
      targetId: id,
      reason: note,
      details: { action, targetType: row.targetType, targetId: row.targetId },
    });
    if (row.reporterId)
      emit('report.handled', {
        reportId: id,
        reporterId: row.reporterId,
        targetType: row.targetType,
        status: handling.status,
        action,
        // A chat message is named by neither its text nor its writer to the reporter's bell.
        targetTitle: row.targetType === 'message' ? null : (target?.title ?? null),
        at,
      });
  });
  return presentReport(deps, (await findReport(deps.db, id))!);
}
