/** Where a click on a notification leads: one rule for the bell, the list and a push. */
export { notificationTarget } from '@nivaas/shared/notification-target';
