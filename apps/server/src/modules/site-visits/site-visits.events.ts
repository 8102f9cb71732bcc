import type { SiteVisitStatus } from '@nivaas/shared';

/** A visit's change as its subscribers need it (never sent to a browser as is). */
export interface SiteVisitEvent {
  visitId: string;
  propertyId: string;
  propertyTitle: string;
  ownerId: string;
  seekerId: string;
  /** The name of whoever made the change. */
  actorName: string;
  actorId: string;
  /** The visit's time (for `proposed`, the time proposed). */
  date: string;
  time: string;
  status: SiteVisitStatus;
  at: string;
}

/** 'evening': the evening before the visit (18:00 IST); 'soon': 2 hours before it. */
export type VisitReminderMoment = 'evening' | 'soon';

/** One side of a confirmed visit is to be reminded of it (claimed: sent once). */
export interface VisitReminderEvent {
  visitId: string;
  propertyId: string;
  propertyTitle: string;
  /** Who is reminded, and as which side. */
  userId: string;
  role: 'seeker' | 'owner';
  /** The other side's name. */
  otherName: string;
  date: string;
  time: string;
  startsAt: string;
  moment: VisitReminderMoment;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** A seeker asked for a visit, or either side answered. */
    'site-visit.changed': SiteVisitEvent;
    /** A confirmed visit is near: one of its two people is reminded. */
    'site-visit.reminder-due': VisitReminderEvent;
  }
}

export {};
