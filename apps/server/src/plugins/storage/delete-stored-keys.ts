import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './storage';

/** Deletes files this server stored; a failure is logged, never the request's undoing. */
export async function deleteStoredKeys(
  deps: { storage: FileStorage; log: FastifyBaseLogger },
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (err) {
      // The record no longer points at it; a leftover file is harmless, a failed request is not.
      deps.log.warn({ err, key }, 'stored file not removed');
    }
  }
}
