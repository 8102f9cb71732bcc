import { propertyRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

/** Whoever has the listing open refetches its comments. Call only after the commit. */
export function publishCommentChanged(
  deps: Pick<Deps, 'realtime'>,
  comment: { id: string; propertyId: string },
  action: 'created' | 'updated' | 'deleted',
): void {
  deps.realtime.publish(
    'comment.changed',
    { propertyId: comment.propertyId, commentId: comment.id, action },
    [propertyRoom(comment.propertyId)],
  );
}
