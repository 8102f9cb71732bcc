import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What happened in the domain, by name. Each module declares the events it emits in its own
 * `<slice>.events.ts` by merging into this interface:
 *
 *   declare module '../../plugins/events/app-events' {
 *     interface AppEventMap { 'application.submitted': { applicationId: string; ... } }
 *   }
 *
 * Payloads are plain data (ids and the few fields a reader needs), never database rows.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppEventMap {}

export type AppEventName = keyof AppEventMap;

export interface AppEvent<N extends AppEventName = AppEventName> {
  name: N;
  payload: AppEventMap[N];
}

/** Collects events while a transaction runs; they go out only once it has committed. */
export type Emit = <N extends AppEventName>(name: N, payload: AppEventMap[N]) => void;

/**
 * A handler that runs inside the emitting transaction, before it commits: its writes (a
 * notification row, an audit entry) commit or roll back with the change itself. It may emit
 * further events, which go out after commit like the first ones.
 */
export type InTransactionHandler<N extends AppEventName> = (
  payload: AppEventMap[N],
  ctx: { trx: Kysely<Database>; emit: Emit },
) => Promise<void> | void;

/**
 * A handler that runs after commit (realtime, mail): the change is visible to anyone who reads.
 * Its failure is logged and does not undo the change or stop other handlers.
 */
export type AfterCommitHandler<N extends AppEventName> = (
  payload: AppEventMap[N],
) => Promise<void> | void;
