/** Who a roommate request is between, as the subscribers need them (never sent to a browser). */
export interface RoommateRequestEvent {
  requestId: string;
  fromUserId: string;
  fromName: string;
  toUserId: string;
  toName: string;
  /** When it was sent, or answered: what the notices are dated. */
  at: string;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** Someone sent a roommate request. */
    'roommate-request.sent': RoommateRequestEvent & { message: string | null };
    /** The receiver accepted (a direct thread is open: `conversationId`) or declined it. */
    'roommate-request.answered': RoommateRequestEvent & {
      status: 'accepted' | 'declined';
      conversationId: string | null;
    };
  }
}

export {};
