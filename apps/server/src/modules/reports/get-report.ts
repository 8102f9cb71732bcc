import type { ReportDetail } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { reportedMessageContext } from '../conversations/index';
import { photoMatch } from './photo-match';
import { presentReport } from './present-report';
import { findReport } from './reports.repository';

/**
 * One report; for a chat message, the message with at most 5 either side, nothing more; for a
 * photo copied from another owner's listing, both photos.
 */
export async function getReport(
  deps: Pick<Deps, 'db' | 'storage'>,
  id: string,
): Promise<ReportDetail> {
  const row = await findReport(deps.db, id);
  if (!row) throw new AppError('report.not-found');
  const report = await presentReport(deps, row);
  if (report.details?.kind === 'duplicate-photo' && row.targetType === 'listing')
    return { ...report, photoMatch: await photoMatch(deps, row.targetId, report.details) };
  if (row.targetType !== 'message') return report;
  const context = await reportedMessageContext(deps, row.targetId);
  return context ? { ...report, context } : report;
}
