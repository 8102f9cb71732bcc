import type { Notification } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { AppEventBus } from '../../plugins/events/app-event-bus';
import { sendPushes } from './send-pushes';

/** Batches (one committed change's notifications) sent at once by one instance. */
export const PUSH_CONCURRENCY = 4;

/**
 * The pushes of committed notifications, sent in the background (decision 066): the request
 * that caused them has its answer already, so a slow push service (up to its 10 s timeout)
 * delays nobody. At most `PUSH_CONCURRENCY` batches are on the wire at once; the rest wait in
 * order, however many, so a slow service loses nothing. A batch that fails is logged.
 * What is still waiting when the process dies is not sent (the bell and mail have it).
 */
export class PushQueue {
  private readonly waiting: Notification[][] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly deps: Pick<Deps, 'db' | 'config' | 'clock' | 'log'>) {}

  /** Takes a batch and returns at once. */
  add(notifications: readonly Notification[]): void {
    if (notifications.length === 0) return;
    this.waiting.push([...notifications]);
    this.next();
  }

  /** How many batches wait or are being sent. */
  get pending(): number {
    return this.waiting.length + this.running;
  }

  /** Resolves once nothing waits or is being sent (a closing app, a test). */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next(): void {
    while (this.running < PUSH_CONCURRENCY && this.waiting.length > 0) {
      const batch = this.waiting.shift()!;
      this.running++;
      sendPushes(this.deps, batch)
        .catch((err: unknown) => this.deps.log.error({ err }, 'push batch failed'))
        .finally(() => {
          this.running--;
          this.next();
          if (this.pending === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }
}

const queues = new WeakMap<AppEventBus, PushQueue>();

/** The instance's queue (one per app, found by its event bus). */
export function pushQueueOf(
  deps: Pick<Deps, 'bus' | 'db' | 'config' | 'clock' | 'log'>,
): PushQueue {
  let queue = queues.get(deps.bus);
  if (!queue) {
    queue = new PushQueue(deps);
    queues.set(deps.bus, queue);
  }
  return queue;
}

/** Resolves once the pushes this instance has taken so far are sent (or given up on). */
export const pushesSent = (bus: AppEventBus): Promise<void> =>
  queues.get(bus)?.idle() ?? Promise.resolve();
