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

  /**
   * `durable` resolves once every commit so far is on disk (Db.durable): committed events are
   * delivered only then, so an open tab never hears of a change before its author's answer could
   * say it is stored (decision 083).
   */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly durable: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** Runs inside the emitting transaction (atomic with the change). */
  onInTransaction<N extends AppEventName>(name: N, handler: InTransactionHandler<N>): void {
    const list = this.inTransaction.get(name) ?? [];
    list.push(handler as unknown as AnyInTransaction);
    this.inTransaction.set(name, list);
  }

  /**
   * Runs once the change has committed and is on disk. `atCommit`: as soon as it has committed,
   * before the flush to the disk (a chat message's delivery, whose app already expects the event
   * before the answer and matches the two by the message's client key; decision 083).
   */
  onAfterCommit<N extends AppEventName>(
    name: N,
    handler: AfterCommitHandler<N>,
    { atCommit = false }: { atCommit?: boolean } = {},
  ): void {
    const list = this.afterCommit.get(name) ?? [];
    const run = handler as unknown as AnyAfterCommit;
    list.push(atCommit ? Object.assign(run.bind(null), { atCommit }) : run);
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
    if (events.length === 0) return;
    await this.run(events, true);
    await this.durable();
    await this.run(events, false);
  }

  private async run(events: readonly AppEvent[], atCommit: boolean): Promise<void> {
    for (const event of events) {
      for (const handler of this.afterCommit.get(event.name) ?? []) {
        if (('atCommit' in handler && handler.atCommit === true) !== atCommit) continue;
        try {
          await handler(event.payload as AppEventMap[AppEventName]);
        } catch (err) {
          this.log.error({ err, event: event.name }, 'event handler failed after commit');
        }
      }
    }
  }
}
