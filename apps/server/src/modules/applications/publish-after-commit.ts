import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';

/**
 * Both sides' open tabs hear of every change to an application (the seeker's list updates live,
 * the owner's review view too); a withdrawn application's files go once it is gone.
 */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime' | 'storage' | 'log'>): void {
  const rooms = (p: { tenantId: string; ownerId: string }) => [
    userRoom(p.tenantId),
    userRoom(p.ownerId),
  ];
  const base = (p: {
    applicationId: string;
    propertyId: string;
    tenantId: string;
    ownerId: string;
  }) => ({
    applicationId: p.applicationId,
    propertyId: p.propertyId,
    tenantId: p.tenantId,
    ownerId: p.ownerId,
  });
  deps.bus.onAfterCommit('application.submitted', (p) => {
    deps.realtime.publish(
      'application.changed',
      { ...base(p), action: 'submitted', status: p.kind === 'form' ? 'submitted' : 'pending' },
      rooms(p),
    );
  });
  deps.bus.onAfterCommit('application.decided', (p) => {
    deps.realtime.publish(
      'application.changed',
      { ...base(p), action: p.status, status: p.status },
      rooms(p),
    );
  });
  deps.bus.onAfterCommit('application.withdrawn', async (p) => {
    deps.realtime.publish(
      'application.changed',
      { ...base(p), action: 'withdrawn', status: null },
      rooms(p),
    );
    await deleteStoredKeys(deps, p.documentKeys);
  });
}
