/** What the reporter is told once an admin has handled their report (never sent to a browser). */
export interface ReportHandledEvent {
  reportId: string;
  reporterId: string;
  targetType: string;
  status: 'resolved' | 'dismissed';
  action: string | null;
  /** What was reported, as the reporter knew it (a listing's title, a person's name). */
  targetTitle: string | null;
  at: string;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** An admin resolved or dismissed someone's report. */
    'report.handled': ReportHandledEvent;
  }
}

export {};
