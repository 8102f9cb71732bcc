import type { SiteVisitStatus } from '@nivaas/shared';

/** A listing's visiting hours: its weekly windows as JSON (VisitingWindow[]). */
export interface VisitingHoursTable {
  propertyId: string;
  windows: string;
  updatedAt: string;
}

/** A seeker's visit to a listing at one 30-minute slot (Asia/Kolkata `date` and `time`). */
export interface SiteVisitsTable {
  id: string;
  propertyId: string;
  ownerId: string;
  seekerId: string;
  date: string;
  time: string;
  /** The ISO instant the slot begins; unique per listing among confirmed visits. */
  startsAt: string;
  status: SiteVisitStatus;
  proposedDate: string | null;
  proposedTime: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A reminder before a confirmed visit sent (migration 046): its row is the claim that sends it once. */
export interface SiteVisitRemindersTable {
  visitId: string;
  userId: string;
  /** 'evening': the evening before; 'soon': 2 hours before. */
  moment: string;
  sentAt: string;
}

export interface SiteVisitsTables {
  visiting_hours: VisitingHoursTable;
  site_visits: SiteVisitsTable;
  site_visit_reminders: SiteVisitRemindersTable;
}
