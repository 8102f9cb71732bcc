/** A fresh idempotency key for one message (kept for all of its attempts). */
export function newClientKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Older browsers on plain http: random enough for one person's own messages.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
