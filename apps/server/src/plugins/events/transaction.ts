import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppEventBus } from './app-event-bus';
import type { AppEvent, Emit } from './app-events';

/**
 * The one way a use case writes: `work` runs in a transaction and says what happened with
 * `emit`. In-transaction subscribers run before commit; after-commit subscribers (realtime,
 * mail) only once the change is visible. If anything throws, nothing is committed and no event
 * goes out.
 */
export async function inTransaction<T>(
  deps: { db: Kysely<Database>; bus: AppEventBus },
  work: (trx: Kysely<Database>, emit: Emit) => Promise<T>,
): Promise<T> {
  const collected: AppEvent[] = [];
  const emit: Emit = (name, payload) => {
    collected.push({ name, payload } as AppEvent);
  };
  let events: AppEvent[] = [];
  const result = await deps.db.transaction().execute(async (trx) => {
    const value = await work(trx, emit);
    events = await deps.bus.settle(trx, collected);
    return value;
  });
  await deps.bus.deliver(events);
  return result;
}
