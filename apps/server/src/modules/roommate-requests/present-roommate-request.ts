import type { RoommateRequest } from '@nivaas/shared';
import type { RoommateParty } from '../roommates/index';
import type { RoommateRequestRow } from './roommate-requests.repository';

/** A request from `viewerId`'s side: `other` is the person across. */
export function toRoommateRequest(
  row: RoommateRequestRow,
  viewerId: string,
  parties: Map<string, RoommateParty>,
): RoommateRequest {
  const otherId = row.fromUserId === viewerId ? row.toUserId : row.fromUserId;
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    status: row.status,
    ...(row.message ? { message: row.message } : {}),
    conversationId: row.conversationId,
    other: parties.get(otherId) ?? { userId: otherId },
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}
