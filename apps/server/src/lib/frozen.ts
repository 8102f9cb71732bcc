/**
 * Freezes `value` and everything it holds, and answers it: a value shared by many requests (a
 * kept search page) can then be neither changed by one of them nor differ from what it was
 * when it was first serialized (response-serializer.ts reuses that text).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
