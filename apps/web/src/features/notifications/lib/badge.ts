import { NOTIFICATION_BADGE_CAP } from '@nivaas/shared';

/** The bell's badge: nothing when all is read, the count up to 9, then "9+" (spec section 9). */
export function badgeText(unreadCount: number): string | null {
  if (!Number.isFinite(unreadCount) || unreadCount <= 0) return null;
  return unreadCount > NOTIFICATION_BADGE_CAP
    ? `${NOTIFICATION_BADGE_CAP}+`
    : String(Math.floor(unreadCount));
}
