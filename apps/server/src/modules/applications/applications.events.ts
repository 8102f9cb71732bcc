import type { ApplicationKind } from '@nivaas/shared';

/** Who an application is between, as the subscribers need them (never sent to a browser). */
interface Parties {
  applicationId: string;
  propertyId: string;
  propertyTitle: string;
  tenantId: string;
  tenantName: string;
  ownerId: string;
  ownerName: string;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** A seeker applied for a listing (either kind). */
    'application.submitted': Parties & { kind: ApplicationKind; submittedAt: string };
    /** The owner (or an admin) approved or rejected an application. */
    'application.decided': Parties & {
      status: 'approved' | 'rejected';
      rejectionReason: string | null;
      reviewedAt: string;
    };
    /** The applicant withdrew it while it was waiting; its documents' files are to go. */
    'application.withdrawn': Parties & { documentKeys: string[] };
  }
}

export {};
