import type { FastifyInstance } from 'fastify';

export interface PeriodicPass {
  /** What the log lines name, e.g. "rent reminders". */
  name: string;
  /** Milliseconds between passes; 0 or less: never. */
  intervalMs: number;
  /** The first pass, soon after start (capped by the interval). */
  firstPassMs: number;
  /** One pass; what it returns is logged when it did something (null: nothing to say). */
  run: () => Promise<Record<string, number> | null>;
}

/**
 * Runs `run` every `intervalMs` once the app is ready. One pass at a time per instance; passes of
 * several instances may overlap (each job claims its rows). Closing waits for a pass under way.
 */
export function schedulePasses(app: FastifyInstance, job: PeriodicPass): void {
  if (job.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closing = false;

  const pass = () => {
    if (running || closing) return;
    running = job
      .run()
      .then((done) => {
        if (done) app.log.info(done, `${job.name}: scheduled pass`);
      })
      .catch((err: unknown) => app.log.error({ err }, `${job.name}: scheduled pass failed`))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    timer = setTimeout(
      function next() {
        pass();
        timer = setTimeout(next, job.intervalMs).unref();
      },
      Math.min(job.firstPassMs, job.intervalMs),
    ).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
