import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_BELL_ITEMS,
  type DomainEvents,
  type Notification,
  type NotificationList,
} from '@nivaas/shared';
import { notificationKeys } from './notifications';

type Pages = InfiniteData<NotificationList, string | null>;

/*
 * Realtime events and our own mutations change the cached bell and list in place. Every change
 * is idempotent: the same event may arrive twice (the bell and the page both listen, and our
 * own "mark read" comes back as an event), and applying it again must change nothing.
 */

const withCount = (pages: Pages, unreadCount: number): Pages => ({
  ...pages,
  pages: pages.pages.map((p) => ({ ...p, unreadCount })),
});

/** Adds a new notification on top of the bell and the list; true when it was not cached yet. */
export function addNotification(queryClient: QueryClient, n: Notification): boolean {
  let seen = false;
  const bump = n.read ? 0 : 1;
  queryClient.setQueryData<NotificationList>(notificationKeys.bell, (old) => {
    if (!old) return old;
    if (old.notifications.some((x) => x.id === n.id)) {
      seen = true;
      return old;
    }
    return {
      ...old,
      notifications: [n, ...old.notifications].slice(0, NOTIFICATION_BELL_ITEMS),
      unreadCount: old.unreadCount + bump,
    };
  });
  queryClient.setQueryData<Pages>(notificationKeys.list, (old) => {
    if (!old || old.pages.length === 0) return old;
    if (old.pages.some((p) => p.notifications.some((x) => x.id === n.id))) {
      seen = true;
      return old;
    }
    // Prepended to the first page without trimming it: its cursor still marks where it ended.
    const [first, ...rest] = old.pages as [NotificationList, ...NotificationList[]];
    const next = {
      ...old,
      pages: [{ ...first, notifications: [n, ...first.notifications] }, ...rest],
    };
    return withCount(next, first.unreadCount + bump);
  });
  return !seen;
}

type ReadChange = DomainEvents['notification.read'];

function markIn(list: Notification[], ids: ReadonlySet<string> | null) {
  let changed = 0;
  const found = new Set<string>();
  const notifications = list.map((n) => {
    if (ids && !ids.has(n.id)) return n;
    found.add(n.id);
    if (n.read) return n;
    changed += 1;
    return { ...n, read: true };
  });
  return { notifications, changed, found };
}

/**
 * Marks notifications read in the bell and the list. With `all`, the count drops to 0. With ids,
 * it drops by those that were unread here; an id this cache never held may have been unread,
 * so that query is refetched for a true count instead of guessed.
 */
export function markNotificationsRead(queryClient: QueryClient, change: ReadChange): void {
  const ids = change.all ? null : new Set(change.notificationIds);
  const missing = (found: Set<string>) => ids !== null && [...ids].some((id) => !found.has(id));
  let refetchBell = false;
  let refetchList = false;

  queryClient.setQueryData<NotificationList>(notificationKeys.bell, (old) => {
    if (!old) return old;
    const { notifications, changed, found } = markIn(old.notifications, ids);
    refetchBell = missing(found);
    return {
      ...old,
      notifications,
      unreadCount: ids ? Math.max(0, old.unreadCount - changed) : 0,
    };
  });
  queryClient.setQueryData<Pages>(notificationKeys.list, (old) => {
    if (!old || old.pages.length === 0) return old;
    let changed = 0;
    const found = new Set<string>();
    const pages = old.pages.map((p) => {
      const r = markIn(p.notifications, ids);
      changed += r.changed;
      r.found.forEach((id) => found.add(id));
      return { ...p, notifications: r.notifications };
    });
    refetchList = missing(found) && old.pages.some((p) => p.nextCursor !== null);
    const count = old.pages[0]?.unreadCount ?? 0;
    return withCount({ ...old, pages }, ids ? Math.max(0, count - changed) : 0);
  });
  if (refetchBell) void queryClient.invalidateQueries({ queryKey: notificationKeys.bell });
  if (refetchList) void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
}
