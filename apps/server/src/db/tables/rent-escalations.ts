import type { RentEscalationNotice, RentIncreaseType } from '@nivaas/shared';
import type { Bool } from './columns';

/** A listing's rent escalation setting, keyed by the listing (migration 008). */
export interface RentEscalationsTable {
  propertyId: string;
  rentIncreaseType: RentIncreaseType;
  rentIncreaseValue: number;
  rentIncreaseFrequencyMonths: number;
  /** ISO-8601 instant. */
  nextEscalationDue: string;
  initialRent: number;
  currentRent: number;
  lastEscalationDate: string | null;
  /** The due date whose 30-day notice has been sent. */
  upcomingNoticeFor: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RentEscalationHistoryTable {
  id: string;
  propertyId: string;
  /** When it was applied. */
  date: string;
  /** The due date it was applied for (unique per listing). */
  dueAt: string;
  previousRent: number;
  newRent: number;
  increaseAmount: number;
  increasePercentage: number;
  notifiedTenant: Bool;
  notifiedOwner: Bool;
  appliedAutomatically: Bool;
}

export interface RentEscalationNoticesTable {
  id: string;
  propertyId: string;
  userId: string;
  recipientRole: RentEscalationNotice['recipientRole'];
  kind: RentEscalationNotice['kind'];
  dueAt: string;
  previousRent: number;
  newRent: number;
  createdAt: string;
  acknowledgedAt: string | null;
}

/** The rent-escalations module: settings, the increases applied, and notices of them. */
export interface RentEscalationsTables {
  rent_escalations: RentEscalationsTable;
  rent_escalation_history: RentEscalationHistoryTable;
  rent_escalation_notices: RentEscalationNoticesTable;
}
