import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppEventBus } from './app-event-bus';
import { systemClock, type Deps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events between modules (in-process; realtime is one of their subscribers). */
    bus: AppEventBus;
    /** The narrow dependencies use cases take; complete once storage is registered. */
    deps: Deps;
  }
}

/** The domain event bus; `deps` is filled in by `provideDeps` once every plugin is there. */
export default fp(async function events(app: FastifyInstance) {
  app.decorate('bus', new AppEventBus(app.log, () => app.database.durable()));
});

/** Call after storage, realtime and mail are registered and before the modules. */
export function provideDeps(app: FastifyInstance): void {
  const deps: Deps = {
    db: app.db,
    bus: app.bus,
    realtime: app.events,
    storage: app.storage,
    mailer: app.mailer,
    clock: systemClock,
    log: app.log,
    config: app.config,
  };
  app.decorate('deps', deps);
}
