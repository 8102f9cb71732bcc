/** Which rent reminder: three days before the due date, or on it. */
export type ReminderMoment = 'before' | 'on-day';

/** A tenant is reminded of a month's rent, once per due and moment (decision 054). */
export interface RentReminderDueEvent {
  dueId: string;
  bookingId: string;
  tenantId: string;
  propertyId: string;
  propertyTitle: string;
  amountPaise: number;
  dueDate: string;
  moment: ReminderMoment;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    'rent-ledger.reminder-due': RentReminderDueEvent;
  }
}
