import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { openThreadForApplication } from './application-threads.repository';
import { findConversationByPair } from './conversations.repository';

/**
 * Once an application exists, the listing's thread between the seeker and the owner is open
 * (spec sections 4 and 9): the seeker who reached the pre-apply limit can apply and keep
 * talking. Opened in the application's own transaction; both sides' tabs refetch the thread
 * once it has committed.
 */
export function onApplicationSubmitted(
  deps: Pick<Deps, 'bus' | 'realtime' | 'db' | 'clock'>,
): void {
  deps.bus.onInTransaction('application.submitted', async (event, { trx }) => {
    await openThreadForApplication(
      trx,
      {
        propertyId: event.propertyId,
        ownerId: event.ownerId,
        tenantId: event.tenantId,
        applicationId: event.applicationId,
      },
      deps.clock.now().toISOString(),
    );
  });
  deps.bus.onAfterCommit('application.submitted', async (event) => {
    const row = await findConversationByPair(
      deps.db,
      event.tenantId,
      event.ownerId,
      event.propertyId,
    );
    if (!row) return;
    deps.realtime.publish('conversation.updated', { conversationId: row.id }, [
      userRoom(event.tenantId),
      userRoom(event.ownerId),
    ]);
  });
}
