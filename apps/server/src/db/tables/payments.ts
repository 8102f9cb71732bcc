import type { ColumnType } from 'kysely';
import type { Paise } from './rent-ledger';

/** One payment of a due, or a refund of a deposit (migration 029). */
export interface PaymentsTable {
  id: string;
  dueId: string | null;
  /** The stay, or for a service booking's payment the service booking. */
  bookingId: string;
  /** The service booking paid (migration 043); null for a stay's due or refund. */
  serviceBookingId: ColumnType<string | null, string | null | undefined, string | null>;
  kind: string;
  method: string;
  status: string;
  amountPaise: Paise;
  payerId: string;
  payeeId: string;
  reference: string | null;
  disputeReason: string | null;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
}

/** A gateway event handled, by its id (migration 029). */
export interface PaymentWebhookEventsTable {
  eventId: string;
  event: string;
  receivedAt: string;
}

/** The UPI ID a person is paid at (migration 029). */
export interface UpiIdsTable {
  userId: string;
  vpa: string;
  payeeName: string;
  updatedAt: string;
}

/** The payments module. */
export interface PaymentsTables {
  payments: PaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  upi_ids: UpiIdsTable;
}
