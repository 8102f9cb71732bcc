/** Query keys of this feature; invalidating `all` refreshes the bell and the full list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: ['notifications', 'bell'] as const,
  list: ['notifications', 'list'] as const,
};

/** Rows per page of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
