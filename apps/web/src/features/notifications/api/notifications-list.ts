import { useState } from 'react';
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_PAGE_SIZE, notificationKeys } from './notifications-keys';

export type NotificationPages = InfiniteData<NotificationList, string | null>;

export function fetchNotificationsPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const params = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return api<NotificationList>(`/api/notifications?${params.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

/*
 * Pages kept in the shape of an infinite query, but through useQuery: useInfiniteQuery would
 * split TanStack's shared query hook out of the home page's entry chunk into a chunk of its own,
 * which the first paint then has to download too. A refetch reloads as many pages as were shown.
 */
async function fetchPages(
  queryClient: QueryClient,
  signal: AbortSignal,
): Promise<NotificationPages> {
  const shown = queryClient.getQueryData<NotificationPages>(notificationKeys.list)?.pages.length;
  const pages: NotificationList[] = [];
  const pageParams: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchNotificationsPage(cursor, signal);
    pages.push(page);
    pageParams.push(cursor);
    cursor = page.nextCursor;
  } while (cursor && pages.length < (shown ?? 1));
  return { pages, pageParams };
}

export const notificationsListQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => fetchPages(queryClient, signal),
    staleTime: 30_000,
  });

/** Every notification, newest first, a page at a time ("Load more" follows `nextCursor`). */
export function useNotificationsList() {
  const queryClient = useQueryClient();
  const query = useQuery(notificationsListQuery(queryClient));
  const [more, setMore] = useState<{ pending: boolean; error: unknown }>({
    pending: false,
    error: null,
  });
  const last = query.data?.pages.at(-1);
  const nextCursor = last?.nextCursor ?? null;

  const fetchNextPage = async () => {
    if (!nextCursor || more.pending) return;
    setMore({ pending: true, error: null });
    try {
      const page = await fetchNotificationsPage(nextCursor);
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (old) =>
        old && old.pages.at(-1)?.nextCursor === nextCursor
          ? { pages: [...old.pages, page], pageParams: [...old.pageParams, nextCursor] }
          : old,
      );
      setMore({ pending: false, error: null });
    } catch (error) {
      setMore({ pending: false, error });
    }
  };

  return {
    ...query,
    hasNextPage: nextCursor !== null,
    fetchNextPage,
    isFetchingNextPage: more.pending,
    nextPageError: more.error,
  };
}
