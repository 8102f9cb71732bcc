import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../plugins/events/deps';
import { sweepDataExports } from './sweep-data-exports';

const SWEEP_MS = 15 * 60_000;
const FIRST_SWEEP_MS = 5_000;

/**
 * The module's work off the request: copies being made (started after the answer; closing waits
 * for them) and the sweep that removes expired copies every 15 minutes, first soon after start.
 */
export function myDataBackground(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock' | 'log'>) {
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  const track = (work: Promise<unknown>) => {
    const done = work.then(
      () => undefined,
      (err: unknown) => deps.log.error({ err }, 'my data: background work failed'),
    );
    running.add(done);
    void done.finally(() => running.delete(done));
  };

  app.addHook('onReady', async () => {
    timer = setTimeout(function next() {
      if (!closing) track(sweepDataExports(deps));
      timer = setTimeout(next, SWEEP_MS).unref();
    }, FIRST_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await Promise.all(running);
  });

  return {
    runInBackground: (job: () => Promise<void>) => {
      if (closing) return;
      track(new Promise<void>((resolve) => setImmediate(resolve)).then(job));
    },
  };
}
