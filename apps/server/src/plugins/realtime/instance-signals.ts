import type { Server } from 'socket.io';

/** The server-side message that carries a signal to the other instances (through Redis). */
export const INSTANCE_SIGNAL_EVENT = 'nivaas:signal';

export interface InstanceSignals {
  /**
   * Runs this signal's listeners here at once and, when instances share Redis, on every other
   * instance (fire and forget: an instance that misses it relies on its own time bounds).
   */
  send(name: string): void;
  /** Listens for a signal sent here or by another instance. */
  on(name: string, listener: () => void): void;
  stop(): void;
}

/** Signals without data between this process and the others (Socket.IO's server-side events). */
export function createInstanceSignals(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- client events do not matter here
  io: Pick<Server<any, any, any, any>, 'on' | 'serverSideEmit'>,
  opts: { clustered: boolean; onError: (err: unknown, name: string) => void },
): InstanceSignals {
  const listeners = new Map<string, Array<() => void>>();
  let stopped = false;
  const run = (name: string) => {
    for (const listener of listeners.get(name) ?? []) {
      try {
        listener();
      } catch (err) {
        opts.onError(err, name);
      }
    }
  };
  io.on(INSTANCE_SIGNAL_EVENT, (name: unknown) => {
    if (typeof name === 'string') run(name);
  });
  return {
    send(name) {
      run(name);
      // The in-memory adapter has no other instances (and warns when asked to reach them).
      if (opts.clustered && !stopped) io.serverSideEmit(INSTANCE_SIGNAL_EVENT, name);
    },
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    stop() {
      stopped = true;
    },
  };
}
