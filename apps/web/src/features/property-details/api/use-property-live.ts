import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DomainEvents, SimilarProperties } from '@nivaas/shared';
import { useRealtimeEvent, useWatchProperties } from '../../../lib/realtime';
import { setInterestedCount } from './interest';
import { propertyKeys } from '../../../lib/api/properties';
import { similarKey } from './similar';

/**
 * Follows this listing and the similar ones shown under it. Answers true once the listing has
 * been deleted while the page was open, so the page can say so instead of showing stale data.
 */
export function usePropertyLive(id: string, similarIds: readonly string[]): boolean {
  const client = useQueryClient();
  const [deletedId, setDeletedId] = useState<string | null>(null);
  useWatchProperties([id, ...similarIds]);

  const similarShows = (propertyId: string) =>
    client
      .getQueryData<SimilarProperties>(similarKey(id))
      ?.properties.some((p) => p.id === propertyId) ?? false;

  useRealtimeEvent('property.updated', ({ propertyId }) => {
    if (propertyId === id) void client.invalidateQueries({ queryKey: propertyKeys.detail(id) });
    if (propertyId === id || similarShows(propertyId))
      void client.invalidateQueries({ queryKey: similarKey(id) });
  });
  useRealtimeEvent('property.deleted', ({ propertyId }) => {
    if (propertyId === id) setDeletedId(id);
    else if (similarShows(propertyId)) {
      client.setQueryData<SimilarProperties>(similarKey(id), (s) =>
        s ? { properties: s.properties.filter((p) => p.id !== propertyId) } : s,
      );
    }
  });
  const onInterest = ({ propertyId, interestedCount }: DomainEvents['interest.added']) => {
    if (propertyId === id) setInterestedCount(client, id, interestedCount);
  };
  useRealtimeEvent('interest.added', onInterest);
  useRealtimeEvent('interest.removed', onInterest);
  return deletedId === id;
}
