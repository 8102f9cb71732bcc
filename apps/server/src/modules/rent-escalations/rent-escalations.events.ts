import type { RentEscalationNoticeKind } from '@nivaas/shared';

/** One person told of an increase, and the notice they may acknowledge. */
export interface NoticeRecipient {
  noticeId: string;
  userId: string;
  role: 'tenant' | 'owner';
}

/** What readers of a rent escalation event need: the listing, its two sides and the rents. */
export interface RentEscalationNoticeEvent {
  propertyId: string;
  propertyTitle: string;
  ownerId: string;
  kind: RentEscalationNoticeKind;
  /** The due date (upcoming) or the moment it was applied (applied). */
  dueAt: string;
  previousRent: number;
  newRent: number;
  /** Only the notices stored by this change (a repeat stores none). */
  recipients: NoticeRecipient[];
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    'rent-escalation.saved': { propertyId: string; ownerId: string; tenantIds: string[] };
    /** An increase was applied; `recipients` carry the "applied" notices. */
    'rent-escalation.applied': RentEscalationNoticeEvent & {
      historyId: string;
      appliedAutomatically: boolean;
      tenantIds: string[];
    };
    /** The 30-day notice of an increase went out. */
    'rent-escalation.notice-due': RentEscalationNoticeEvent & { tenantIds: string[] };
    'rent-escalation.acknowledged': {
      noticeId: string;
      propertyId: string;
      ownerId: string;
      userId: string;
    };
  }
}
