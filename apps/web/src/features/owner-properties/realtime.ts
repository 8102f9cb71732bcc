import { useQueryClient } from '@tanstack/react-query';
import type { DomainEvents, Property } from '@nivaas/shared';
import { useRealtimeEvent } from '../../lib/realtime';
import { propertyKeys } from '../../lib/api/properties';
import { ownerKeys, updateMyListed } from './api/owner-properties';
import { propertyInterestsKey } from './api/property-interests';

/**
 * Keeps the owner's screens live: a listing changed in another tab or by an admin, a listing
 * created or deleted elsewhere, a seeker saying "I'm interested". `ownerId` is the signed-in
 * owner (new listings are announced to everyone; only theirs matter here).
 */
export function useOwnerPropertiesLive(ownerId: string | undefined): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('property.updated', ({ propertyId }) => {
    void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
    void queryClient.invalidateQueries({ queryKey: ownerKeys.list() });
  });

  useRealtimeEvent('property.deleted', ({ propertyId }) => {
    updateMyListed(queryClient, (p) => (p.id === propertyId ? null : p));
    void queryClient.invalidateQueries({ queryKey: ownerKeys.list() });
    void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
  });

  useRealtimeEvent('property.created', (payload) => {
    if (ownerId && payload.ownerId === ownerId)
      void queryClient.invalidateQueries({ queryKey: ownerKeys.list() });
  });

  const onInterest = ({ propertyId, interestedCount }: DomainEvents['interest.added']) => {
    updateMyListed(queryClient, (p) => (p.id === propertyId ? { ...p, interestedCount } : p));
    queryClient.setQueryData<Property>(propertyKeys.detail(propertyId), (p) =>
      p ? { ...p, interestedCount } : p,
    );
    void queryClient.invalidateQueries({ queryKey: propertyInterestsKey(propertyId) });
  };
  useRealtimeEvent('interest.added', onInterest);
  useRealtimeEvent('interest.removed', onInterest);
}
