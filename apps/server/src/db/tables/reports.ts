import type { Report, ReportAction, ReportReason, ReportTargetType } from '@nivaas/shared';
import type { Bool } from './columns';

/** A report of a listing, service, roommate profile, person, comment or chat message (issue 13). */
export interface ReportsTable {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  /** Whose item it is (the person themself for a user report); null once it is gone. */
  targetOwnerId: string | null;
  reason: ReportReason;
  comment: string | null;
  severity: number;
  status: Report['status'];
  automatic: Bool;
  /** JSON text: the signals of an automatic report. */
  signals: string;
  /** JSON text: what an automatic report found (`ReportDetails`); null for older reports. */
  details: string | null;
  reporterId: string | null;
  assigneeId: string | null;
  action: ReportAction | null;
  note: string | null;
  handledBy: string | null;
  createdAt: string;
  handledAt: string | null;
}

/** The reports module. */
export interface ReportsTables {
  reports: ReportsTable;
}
