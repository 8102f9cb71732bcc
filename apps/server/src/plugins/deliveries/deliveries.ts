import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { AppEventBus } from '../events/app-event-bus';
import type { Clock } from '../events/deps';

/**
 * The outbox of what a change sends a person after its answer (decision 072): the pushes and
 * mails of notifications. A delivery is written in the transaction that stores the notification,
 * so it exists exactly when the change does, and is sent after commit by whichever instance
 * claims it first; it is removed once sent or expired, and a failed try waits longer each time.
 * An instance that stops with deliveries pending leaves them to the next one to look (every
 * instance looks at start and every `POLL_MS`). A claim lasts `LEASE_MS`: an instance that dies
 * while sending leaves the delivery to another once its claim lapses, so a send cut off in the
 * middle may arrive twice; two instances never both hold one claim.
 */
export type DeliveryChannel = 'push' | 'mail';

export interface NewDelivery {
  channel: DeliveryChannel;
  /** Whom it is for. */
  userId: string;
  /** What the channel's sender needs (stored as JSON). */
  payload: unknown;
  /** How long it is worth sending at all. */
  ttlMs: number;
}

/**
 * Sends one delivery. Returns nothing when done (sent, or nothing left to send), or
 * `{ retry }` with what is left to send later; a throw is tried again with the same payload.
 */
export type DeliveryHandler = (payload: unknown) => Promise<void | { retry: unknown }>;

/** Tries of one delivery before it is given up. */
export const MAX_ATTEMPTS = 6;
/** The wait after the first failed try; each later one waits four times longer (30 s … 8.5 h). */
export const FIRST_RETRY_MS = 30_000;
/** How long an instance's claim of a delivery lasts (a push gives up after 10 s, SMTP after 60). */
export const LEASE_MS = 2 * 60_000;
/** How often an instance looks for deliveries it was not told of (retries, another's leftovers). */
export const POLL_MS = 15_000;
/** Deliveries claimed at once by one instance, and sent side by side. */
const BATCH = 8;

type Deps = { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger };

/** Writes deliveries in the caller's transaction. */
export async function queueDeliveries(
  trx: Kysely<Database>,
  rows: readonly NewDelivery[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto('deliveries')
    .values(
      rows.map((row) => ({
        id: newId(),
        channel: row.channel,
        userId: row.userId,
        payload: JSON.stringify(row.payload),
        dueAt: at,
        expiresAt: new Date(now.getTime() + row.ttlMs).toISOString(),
        claimedBy: null,
        claimedUntil: null,
        createdAt: at,
      })),
    )
    .execute();
}

/** An account being deleted (decision 041): nothing pending is sent to it. */
export async function forgetDeliveriesOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('deliveries').where('userId', '=', userId).execute();
}

export const retryDelayMs = (attempts: number): number => FIRST_RETRY_MS * 4 ** (attempts - 1);

/** One instance's sender of deliveries. */
export class DeliveryWorker {
  readonly instanceId = newId();
  private readonly handlers = new Map<string, DeliveryHandler>();
  private running: Promise<void> | null = null;
  private again = false;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly deps: Deps) {}

  /** The sender of a channel (one per channel). */
  handle(channel: DeliveryChannel, handler: DeliveryHandler): void {
    this.handlers.set(channel, handler);
  }

  /** Starts sending: a pass now, and one every `POLL_MS`. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const tick = () => {
      this.kick();
      this.timer = setTimeout(tick, POLL_MS).unref();
    };
    tick();
  }

  /** Stops looking, and waits (at most `waitMs`) for the sends under way. */
  async stop(waitMs = 15_000): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.idle(),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
  }

  /** Something was queued and committed: look now (a pass under way looks again after). */
  kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes()
      .catch((err: unknown) => this.deps.log.error({ err }, 'deliveries: pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again && this.started) return this.kick();
        const waiters = this.idleWaiters;
        this.idleWaiters = [];
        for (const resolve of waiters) resolve();
      });
  }

  /** Resolves once this instance sends nothing and has nothing due it was told of. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async passes(): Promise<void> {
    for (;;) {
      this.again = false;
      const { seen, claimed } = await this.claimDue();
      await Promise.all(claimed.map((row) => this.send(row)));
      // Fewer due than a batch, and nothing new told of: all is sent or another's to send.
      if (seen < BATCH && !this.again) return;
    }
  }

  /** Claims up to `BATCH` due deliveries no live claim holds; each claim is one conditional update. */
  private async claimDue() {
    const { db, clock } = this.deps;
    const now = clock.now();
    const at = now.toISOString();
    const candidates = await db
      .selectFrom('deliveries')
      .select(['id', 'channel', 'payload', 'attempts', 'expiresAt'])
      .where('dueAt', '<=', at)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]))
      .where('channel', 'in', [...this.handlers.keys()])
      .orderBy('dueAt')
      .limit(BATCH)
      .execute();
    const until = new Date(now.getTime() + LEASE_MS).toISOString();
    const claimed: typeof candidates = [];
    for (const row of candidates) {
      const res = await db
        .updateTable('deliveries')
        .set({ claimedBy: this.instanceId, claimedUntil: until })
        .where('id', '=', row.id)
        .where('dueAt', '<=', at)
        .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) claimed.push(row);
    }
    return { seen: candidates.length, claimed };
  }

  private async send(row: {
    id: string;
    channel: string;
    payload: string;
    attempts: number;
    expiresAt: string;
  }): Promise<void> {
    const { db, clock, log } = this.deps;
    const mine = () =>
      db
        .deleteFrom('deliveries')
        .where('id', '=', row.id)
        .where('claimedBy', '=', this.instanceId)
        .execute();
    if (row.expiresAt <= clock.now().toISOString()) {
      log.warn({ deliveryId: row.id, channel: row.channel }, 'deliveries: expired unsent');
      await mine();
      return;
    }
    let left: unknown;
    try {
      const result = await this.handlers.get(row.channel)!(JSON.parse(row.payload) as unknown);
      if (!result) {
        await mine();
        return;
      }
      left = result.retry;
    } catch (err) {
      log.error({ err, deliveryId: row.id, channel: row.channel }, 'deliveries: send failed');
      left = JSON.parse(row.payload) as unknown;
    }
    const attempts = row.attempts + 1;
    const dueAt = new Date(clock.now().getTime() + retryDelayMs(attempts)).toISOString();
    if (attempts >= MAX_ATTEMPTS || dueAt >= row.expiresAt) {
      log.warn({ deliveryId: row.id, channel: row.channel, attempts }, 'deliveries: given up');
      await mine();
      return;
    }
    await db
      .updateTable('deliveries')
      .set({
        payload: JSON.stringify(left),
        attempts,
        dueAt,
        claimedBy: null,
        claimedUntil: null,
      })
      .where('id', '=', row.id)
      .where('claimedBy', '=', this.instanceId)
      .execute();
  }
}

const workers = new WeakMap<AppEventBus, DeliveryWorker>();

/** The instance's worker (one per app, found by its event bus). */
export function deliveryWorkerOf(deps: Deps & { bus: AppEventBus }): DeliveryWorker {
  let worker = workers.get(deps.bus);
  if (!worker) {
    worker = new DeliveryWorker(deps);
    workers.set(deps.bus, worker);
  }
  return worker;
}

/** Resolves once the instance has sent what it was told of so far (a closing app, a test). */
export const deliveriesSent = (bus: AppEventBus): Promise<void> =>
  workers.get(bus)?.idle() ?? Promise.resolve();
