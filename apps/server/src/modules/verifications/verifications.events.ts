/** An admin decided on a verification document; its sender is told. */
export interface VerificationDecidedEvent {
  userId: string;
  verificationId: string;
  subjectType: 'listing' | 'provider';
  subjectId: string;
  /** The listing's title, or the provider's name. */
  subjectTitle: string;
  status: 'approved' | 'rejected';
  reason: string | null;
  at: string;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** An admin approved or rejected an owner's or provider's verification document. */
    'verification.decided': VerificationDecidedEvent;
  }
}

export {};
