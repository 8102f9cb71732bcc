import type { ColumnType } from 'kysely';

/** bigint paise: PostgreSQL hands it back as text. */
export type Paise = ColumnType<number | string, number, number>;

/** A confirmed stay's ledger (migration 028). */
export interface RentLedgersTable {
  bookingId: string;
  propertyId: string;
  tenantId: string;
  ownerId: string;
  startDate: string;
  endDate: string;
  /** The owner's due day of the month (1–28), or null: a month is due the day it begins. */
  dueDay: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One due of a stay: the deposit or a month's rent (migration 028). */
export interface RentDuesTable {
  id: string;
  bookingId: string;
  tenantId: string;
  ownerId: string;
  kind: string;
  periodStart: string;
  dueDate: string;
  amountPaise: Paise;
  /** The one payment in flight (claimed by UPI, or a gateway order). */
  openPaymentId: string | null;
  /** The payment that settled it. */
  paymentId: string | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the owner kept of a deposit at move-out (migration 030). */
export interface DepositDeductionsTable {
  id: string;
  bookingId: string;
  amountPaise: Paise;
  reason: string;
  createdAt: string;
}

/** A rent reminder sent (migration 035): its row is the claim that sends it once. */
export interface RentDueRemindersTable {
  dueId: string;
  /** 'before' (3 days ahead) or 'on-day'. */
  moment: string;
  sentAt: string;
}

/** The rent-ledger module: stays' dues, deposit deductions and the reminders sent. */
export interface RentLedgerTables {
  rent_due_reminders: RentDueRemindersTable;
  rent_ledgers: RentLedgersTable;
  rent_dues: RentDuesTable;
  deposit_deductions: DepositDeductionsTable;
}
