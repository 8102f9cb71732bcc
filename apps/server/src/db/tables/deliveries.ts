import type { ColumnType } from 'kysely';

/** A push or mail of a notification waiting to be sent (migration 051, decision 072). */
export interface DeliveriesTable {
  id: string;
  /** 'push' or 'mail'. */
  channel: string;
  /** Whom it is for: their pending deliveries go with their account. */
  userId: string;
  /** What its sender needs, JSON. */
  payload: string;
  attempts: ColumnType<number, number | undefined, number>;
  /** When it may next be tried (ISO). */
  dueAt: string;
  /** Past it, it is dropped unsent (ISO). */
  expiresAt: string;
  /** The instance sending it, until `claimedUntil`; null while it waits. */
  claimedBy: string | null;
  claimedUntil: string | null;
  createdAt: string;
}

/** The deliveries plugin (plugins/deliveries): the outbox of pushes and mails. */
export interface DeliveriesTables {
  deliveries: DeliveriesTable;
}
