import type { FastifyInstance } from 'fastify';
import { propertyRoom } from '@nivaas/shared';

/** Whoever has the listing open refetches its comments. Call only after the commit. */
export function publishCommentChanged(
  app: FastifyInstance,
  comment: { id: string; propertyId: string },
  action: 'created' | 'updated' | 'deleted',
): void {
  app.events.publish(
    'comment.changed',
    { propertyId: comment.propertyId, commentId: comment.id, action },
    [propertyRoom(comment.propertyId)],
  );
}
