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

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** A seeker asked for a visit, or either side answered. */
    'site-visit.changed': SiteVisitEvent;
  }
}

export {};
