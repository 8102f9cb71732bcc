import type { RoommateRequest } from '@nivaas/shared';
/** A hello from one person with a roommate profile to another (issue "Roommates", part 4). */
export interface RoommateRequestsTable {
  id: string;
  fromUserId: string;
  toUserId: string;
  /** The sorted pair: at most one pending request per pair (a partial unique index). */
  pairKey: string;
  status: RoommateRequest['status'];
  message: string | null;
  conversationId: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The roommate-requests module. */
export interface RoommateRequestsTables {
  roommate_requests: RoommateRequestsTable;
}
