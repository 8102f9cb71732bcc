import type { FastifyBaseLogger } from 'fastify';
import type {
  AfterCommitHandler,
  AppEvent,
  AppEventMap,
  AppEventName,
  Emit,
  InTransactionHandler,
} from './app-events';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type AnyInTransaction = InTransactionHandler<AppEventName>;
type AnyAfterCommit = AfterCommitHandler<AppEventName>;

/**
 * In-process subscribers to domain events. Modules subscribe in their `on-<event>.ts` files,
 * registered from their `index.ts`; use cases never call another module to react to a change.
 */
export class AppEventBus {
  private readonly inTransaction = new Map<AppEventName, AnyInTransaction[]>();
  private readonly afterCommit = new Map<AppEventName, AnyAfterCommit[]>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Runs inside the emitting transaction (atomic with the change). */
  onInTransaction<N extends AppEventName>(name: N, handler: InTransactionHandler<N>): void {
    const list = this.inTransaction.get(name) ?? [];
    list.push(handler as unknown as AnyInTransaction);
    this.inTransaction.set(name, list);
  }

  /** Runs once the change has committed. */
  onAfterCommit<N extends AppEventName>(name: N, handler: AfterCommitHandler<N>): void {
    const list = this.afterCommit.get(name) ?? [];
    list.push(handler as unknown as AnyAfterCommit);
    this.afterCommit.set(name, list);
  }

  /**
   * Runs the in-transaction handlers of each collected event, in order; events they emit are
   * appended and handled too. Returns every event to deliver after commit.
   */
  async settle(trx: Kysely<Database>, events: AppEvent[]): Promise<AppEvent[]> {
    const emit: Emit = (name, payload) => {
      events.push({ name, payload } as AppEvent);
    };
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      for (const handler of this.inTransaction.get(event.name) ?? [])
        await handler(event.payload as AppEventMap[AppEventName], { trx, emit });
    }
    return events;
  }

  /** Delivers committed events to their after-commit handlers; failures are logged. */
  async deliver(events: readonly AppEvent[]): Promise<void> {
    for (const event of events) {
      for (const handler of this.afterCommit.get(event.name) ?? []) {
        try {
          await handler(event.payload as AppEventMap[AppEventName]);
        } catch (err) {
          this.log.error({ err, event: event.name }, 'event handler failed after commit');
        }
      }
    }
  }
}
