import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import type { EventBus } from '../realtime/event-bus';
import type { FileStorage } from '../storage/storage';
import type { AppEventBus } from './app-event-bus';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * What a use case may use. Each use case takes only the members it needs, e.g.
 * `deps: Pick<Deps, 'db' | 'bus'>`, so a route, a scheduled job or the command line can call it.
 */
export interface Deps {
  db: Kysely<Database>;
  /** Domain events: in-process subscribers (see transaction.ts). */
  bus: AppEventBus;
  /** Socket rooms: what open tabs hear. */
  realtime: EventBus;
  storage: FileStorage;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config;
}
