import type { PaymentState } from '@nivaas/shared';

/** A payment moved: both its sides hear of it once it has committed. */
export interface PaymentChangedEvent {
  paymentId: string;
  dueId: string | null;
  bookingId: string;
  payerId: string;
  payeeId: string;
  status: PaymentState;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    'payment.changed': PaymentChangedEvent;
  }
}
