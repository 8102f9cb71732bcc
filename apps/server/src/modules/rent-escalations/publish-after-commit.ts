import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

const rooms = (...ids: string[]) => [...new Set(ids)].map(userRoom);

/** The owner's and the tenants' open tabs refetch the setting once a change has committed. */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  const { bus, realtime } = deps;
  bus.onAfterCommit('rent-escalation.saved', (e) => {
    realtime.publish(
      'rentEscalation.changed',
      { propertyId: e.propertyId, action: 'saved' },
      rooms(e.ownerId, ...e.tenantIds),
    );
  });
  bus.onAfterCommit('rent-escalation.applied', (e) => {
    realtime.publish(
      'rentEscalation.changed',
      { propertyId: e.propertyId, action: 'applied' },
      rooms(e.ownerId, ...e.tenantIds),
    );
  });
  bus.onAfterCommit('rent-escalation.notice-due', (e) => {
    realtime.publish(
      'rentEscalation.changed',
      { propertyId: e.propertyId, action: 'notice' },
      rooms(e.ownerId, ...e.tenantIds),
    );
  });
  bus.onAfterCommit('rent-escalation.acknowledged', (e) => {
    realtime.publish(
      'rentEscalation.changed',
      { propertyId: e.propertyId, action: 'acknowledged' },
      rooms(e.ownerId, e.userId),
    );
  });
}
