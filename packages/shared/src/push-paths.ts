/**
 * Where a browser's push subscription is removed: declared in contracts/push.ts, and read by the
 * service worker on sign-out, which would otherwise carry the schemas (zod) for one path.
 */
export const PUSH_UNSUBSCRIBE = { method: 'POST', path: '/api/push/subscriptions/remove' } as const;
