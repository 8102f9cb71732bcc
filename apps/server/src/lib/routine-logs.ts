import { AsyncLocalStorage } from 'node:async_hooks';

const muted = new AsyncLocalStorage<true>();

/**
 * Runs work whose routine lines nobody needs to read, such as the demo seed's hundred stored
 * mails: everything it starts, awaited or not, logs those lines quietly.
 */
export const withRoutineLogsMuted = <T>(work: () => Promise<T>): Promise<T> =>
  muted.run(true, work);

export const routineLogsMuted = (): boolean => muted.getStore() === true;
