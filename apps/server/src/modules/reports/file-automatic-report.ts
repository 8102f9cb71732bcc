import type { ReportDetails, ReportSignal, ReportTargetType } from '@nivaas/shared';
import { severityOfReason } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { setListingHeldForReview } from '../properties/index';
import { automaticReportWithSignal, HOLDING_SEVERITY, insertReport } from './reports.repository';

export interface AutomaticFlag {
  targetType: ReportTargetType;
  targetId: string;
  targetOwnerId: string | null;
  /** Which rule fired: the report's signal, a stable code the admin pages translate. */
  signal: ReportSignal;
  /** The figures behind it, in English, kept as the report's comment. */
  explanation: string;
  /** The same findings as data, for the admin pages to show in the reader's language. */
  details?: ReportDetails;
}

/**
 * Files an automatic report (no reporter, reason scam) unless this item was already flagged
 * for the same signal, whatever became of that report: a dismissed flag stays dismissed.
 * A listing so flagged is held for review (off public pages, its owner told why) until an
 * admin handles the flag; nothing is deleted. True when a report was filed.
 */
export async function fileAutomaticReport(
  deps: Pick<Deps, 'db' | 'clock'>,
  flag: AutomaticFlag,
): Promise<boolean> {
  if (await automaticReportWithSignal(deps.db, flag.targetType, flag.targetId, flag.signal))
    return false;
  const severity = severityOfReason('scam');
  await insertReport(deps.db, {
    id: newId(),
    targetType: flag.targetType,
    targetId: flag.targetId,
    targetOwnerId: flag.targetOwnerId,
    reason: 'scam',
    comment: flag.explanation,
    severity,
    status: 'open',
    automatic: 1,
    signals: JSON.stringify([flag.signal]),
    details: flag.details ? JSON.stringify(flag.details) : null,
    reporterId: null,
    assigneeId: null,
    action: null,
    note: null,
    handledBy: null,
    createdAt: deps.clock.now().toISOString(),
    handledAt: null,
  });
  if (flag.targetType === 'listing' && severity >= HOLDING_SEVERITY)
    await setListingHeldForReview(deps.db, flag.targetId, true);
  return true;
}
