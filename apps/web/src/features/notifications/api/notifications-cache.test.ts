import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@nivaas/shared';
import { addNotification, markNotificationsRead } from './notifications-cache';
import { notificationKeys } from './notifications';

type Pages = InfiniteData<NotificationList, string | null>;

let seq = 0;
const note = (over: Partial<Notification> = {}): Notification => ({
  id: `n${++seq}`,
  userId: 'u1',
  propertyId: 'p1',
  senderId: null,
  messageId: null,
  type: 'priceChange',
  title: 'Price changed',
  message: 'Price changed',
  data: {},
  read: false,
  createdAt: new Date(Date.UTC(2026, 10, 21, 10, seq)).toISOString(),
  ...over,
});

function setup(bell: Notification[], pages: Notification[][], unreadCount: number) {
  const qc = new QueryClient();
  qc.setQueryData<NotificationList>(notificationKeys.bell, {
    notifications: bell,
    unreadCount,
    nextCursor: null,
  });
  qc.setQueryData<Pages>(notificationKeys.list, {
    pages: pages.map((notifications, i) => ({
      notifications,
      unreadCount,
      nextCursor: i < pages.length - 1 ? `c${i}` : null,
    })),
    pageParams: pages.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  });
  const bellData = () => qc.getQueryData<NotificationList>(notificationKeys.bell)!;
  const listData = () => qc.getQueryData<Pages>(notificationKeys.list)!;
  const invalidated = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated ?? false;
  return { qc, bellData, listData, invalidated };
}

describe('notification.created', () => {
  it('adds to the top of the bell (still five) and of the list, and bumps the unread count', () => {
    const five = Array.from({ length: 5 }, () => note({ read: true }));
    const { qc, bellData, listData } = setup(five, [five], 2);
    const fresh = note();
    expect(addNotification(qc, fresh)).toBe(true);
    expect(bellData().notifications).toHaveLength(5);
    expect(bellData().notifications[0]!.id).toBe(fresh.id);
    expect(bellData().notifications.map((n) => n.id)).not.toContain(five[4]!.id);
    expect(bellData().unreadCount).toBe(3);
    expect(listData().pages[0]!.notifications[0]!.id).toBe(fresh.id);
    expect(listData().pages[0]!.notifications).toHaveLength(6);
    expect(listData().pages[0]!.unreadCount).toBe(3);
  });

  it('ignores the same notification arriving twice', () => {
    const { qc, bellData, listData } = setup([], [[]], 0);
    const fresh = note();
    addNotification(qc, fresh);
    expect(addNotification(qc, fresh)).toBe(false);
    expect(bellData().notifications).toHaveLength(1);
    expect(bellData().unreadCount).toBe(1);
    expect(listData().pages[0]!.notifications).toHaveLength(1);
    expect(listData().pages[0]!.unreadCount).toBe(1);
  });

  it('leaves queries nobody has loaded alone', () => {
    const qc = new QueryClient();
    expect(addNotification(qc, note())).toBe(true);
    expect(qc.getQueryData(notificationKeys.bell)).toBeUndefined();
    expect(qc.getQueryData(notificationKeys.list)).toBeUndefined();
  });
});

describe('notification.read', () => {
  it('marks the named ones read and lowers the count by those that were unread', () => {
    const a = note();
    const b = note();
    const c = note({ read: true });
    const { qc, bellData, listData, invalidated } = setup([a, b, c], [[a, b, c]], 2);
    markNotificationsRead(qc, { notificationIds: [a.id, c.id], all: false });
    expect(bellData().notifications.map((n) => n.read)).toEqual([true, false, true]);
    expect(bellData().unreadCount).toBe(1);
    expect(listData().pages[0]!.notifications.map((n) => n.read)).toEqual([true, false, true]);
    expect(listData().pages[0]!.unreadCount).toBe(1);
    expect(invalidated(notificationKeys.bell)).toBe(false);
  });

  it('is idempotent: our own click and its event count once', () => {
    const a = note();
    const { qc, bellData, listData } = setup([a], [[a]], 4);
    markNotificationsRead(qc, { notificationIds: [a.id], all: false });
    markNotificationsRead(qc, { notificationIds: [a.id], all: false });
    expect(bellData().unreadCount).toBe(3);
    expect(listData().pages[0]!.unreadCount).toBe(3);
  });

  it('all: everything read and the count at 0, across every loaded page', () => {
    const p1 = [note(), note()];
    const p2 = [note(), note({ read: true })];
    const { qc, bellData, listData } = setup(p1, [p1, p2], 7);
    markNotificationsRead(qc, { notificationIds: [], all: true });
    expect(bellData().unreadCount).toBe(0);
    expect(bellData().notifications.every((n) => n.read)).toBe(true);
    expect(
      listData()
        .pages.flatMap((p) => p.notifications)
        .every((n) => n.read),
    ).toBe(true);
    expect(listData().pages.map((p) => p.unreadCount)).toEqual([0, 0]);
  });

  it('refetches a cache that never held the notification, rather than guess its count', () => {
    const a = note();
    const older = note();
    const { qc, bellData, invalidated } = setup([a], [[a], [older]], 2);
    markNotificationsRead(qc, { notificationIds: [older.id], all: false });
    expect(bellData().unreadCount).toBe(2);
    expect(invalidated(notificationKeys.bell)).toBe(true);
    expect(invalidated(notificationKeys.list)).toBe(false);
  });
});
