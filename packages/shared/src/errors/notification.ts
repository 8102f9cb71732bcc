import type { ReasonList } from './reason-list';

/** The notification bell and list. */
export const NOTIFICATION_REASONS = {
  'notification.not-found': { code: 'not-found', message: 'Notification not found.' },
} as const satisfies ReasonList<'notification'>;
