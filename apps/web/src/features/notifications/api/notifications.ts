import { useState } from 'react';
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  endpointKey,
  NOTIFICATION_BELL_ITEMS,
  notificationEndpoints as endpoints,
  type NotificationList,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { markNotificationsRead } from './notifications-cache';

/** Rows per page of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Query keys of this feature; invalidating `all` refreshes the bell and the full list. */
export const notificationKeys = {
  all: endpointKey(endpoints.list),
  bell: endpointKey(endpoints.list, { limit: NOTIFICATION_BELL_ITEMS }),
  /** Every page shown so far, in one entry. */
  list: endpointKey(endpoints.list, { limit: NOTIFICATIONS_PAGE_SIZE, pages: 'all' }),
};

export type NotificationPages = InfiniteData<NotificationList, string | null>;

export function fetchNotificationsPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationList> {
  return call(
    endpoints.list,
    { query: { limit: NOTIFICATIONS_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
    signal ? { signal } : {},
  );
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

/** GET /api/notifications?limit=5: the bell's latest five and the unread count of all. */
export const bellNotificationsQuery = queryOptions({
  queryKey: notificationKeys.bell,
  queryFn: ({ signal }) =>
    call(endpoints.list, { query: { limit: NOTIFICATION_BELL_ITEMS } }, { signal }),
  // Realtime events keep it current; a refetch now and then catches anything missed.
  staleTime: 60_000,
});

export const useBellNotifications = (enabled = true) =>
  useQuery({ ...bellNotificationsQuery, enabled });

export const markNotificationRead = (id: string) => call(endpoints.markRead, { params: { id } });

/**
 * PATCH /api/notifications/:id/read. Shown as read at once (a click also navigates away); applied
 * again after the server answers, which refetches any list that did not hold it.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markNotificationsRead(queryClient, { notificationIds: [id], all: false }),
    onSuccess: ({ notification }) =>
      markNotificationsRead(queryClient, { notificationIds: [notification.id], all: false }),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const markAllNotificationsRead = () => call(endpoints.markAllRead, {});

/** POST /api/notifications/read-all; everything cached turns read when the server agrees. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => markNotificationsRead(queryClient, { notificationIds: [], all: true }),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
