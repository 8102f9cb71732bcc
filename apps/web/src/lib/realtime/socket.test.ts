import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelays } from '@nivaas/shared';
import { RealtimeConnection, type ConnectionEnv } from './socket';
import { FakeSocket } from '../../../test/socket-fake';

let socket: FakeSocket;
let online: boolean;
let onlineChanged: ((online: boolean) => void) | null;
const env = (): ConnectionEnv => ({
  delays: reconnectDelays(),
  isOnline: () => online,
  watchOnline: (cb) => {
    onlineChanged = cb;
    return () => (onlineChanged = null);
  },
});
const setOnline = (value: boolean) => {
  online = value;
  onlineChanged?.(value);
};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  socket = new FakeSocket();
  online = true;
  onlineChanged = null;
});
afterEach(() => vi.useRealTimers());

const make = (hooks = {}) => new RealtimeConnection(socket, env(), hooks);

describe('reconnect schedule', () => {
  it('is 1 s doubling for 5 attempts', () => {
    expect(reconnectDelays()).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('connects once on start', () => {
    const c = make();
    c.start();
    expect(c.getSnapshot().state).toBe('connecting');
    expect(socket.connectCalls).toHaveLength(1);
  });

  it('retries after 1, 2, 4, 8 and 16 s, then gives up as failed', () => {
    const c = make();
    c.start();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const failedAt = Date.now();
      socket.fail();
      expect(c.getSnapshot()).toMatchObject({ state: 'retrying', attempt: i + 1, maxAttempts: 5 });
      const calls = socket.connectCalls.length;
      vi.advanceTimersByTime(reconnectDelays()[i]! - 1);
      expect(socket.connectCalls).toHaveLength(calls);
      vi.advanceTimersByTime(1);
      expect(socket.connectCalls).toHaveLength(calls + 1);
      waits.push(socket.connectCalls.at(-1)! - failedAt);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    socket.fail();
    expect(c.getSnapshot().state).toBe('failed');
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toHaveLength(6);
  });

  it('tells when the next retry fires', () => {
    const c = make();
    c.start();
    vi.setSystemTime(5000);
    socket.fail();
    expect(c.getSnapshot().nextRetryAt).toBe(6000);
  });

  it('does not double-schedule when a drop reports both an error and a disconnect', () => {
    const c = make();
    c.start();
    socket.succeed();
    socket.drop();
    socket.fail();
    expect(c.getSnapshot().attempt).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(socket.connectCalls).toHaveLength(2);
  });
});

describe('after a drop', () => {
  it('starts over at 1 s once a retry succeeds, and reports the reconnection', () => {
    const onReconnected = vi.fn();
    const onConnected = vi.fn();
    const c = make({ onReconnected, onConnected });
    c.start();
    socket.succeed();
    expect(onReconnected).not.toHaveBeenCalled();
    expect(onConnected).toHaveBeenCalledTimes(1);
    socket.drop();
    socket.fail();
    vi.advanceTimersByTime(1000);
    socket.fail();
    vi.advanceTimersByTime(2000);
    socket.succeed();
    expect(c.getSnapshot()).toMatchObject({ state: 'connected', attempt: 0, nextRetryAt: null });
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(onConnected).toHaveBeenCalledTimes(1);
    socket.drop('io server disconnect');
    expect(c.getSnapshot()).toMatchObject({ state: 'retrying', attempt: 1 });
    vi.advanceTimersByTime(1000);
    expect(socket.connectCalls).toHaveLength(4);
  });

  it('reports a refused session and keeps to the schedule', () => {
    const onUnauthenticated = vi.fn();
    const c = make({ onUnauthenticated });
    c.start();
    socket.fail('unauthenticated');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(c.getSnapshot().state).toBe('retrying');
  });

  it('a fresh round after failing, when asked', () => {
    const c = make();
    c.start();
    for (let i = 0; i < 6; i++) {
      socket.fail();
      vi.runOnlyPendingTimers();
    }
    expect(c.getSnapshot().state).toBe('failed');
    c.retryNow();
    expect(c.getSnapshot()).toMatchObject({ state: 'connecting', attempt: 0 });
    socket.fail();
    expect(c.getSnapshot()).toMatchObject({ state: 'retrying', attempt: 1 });
  });
});

describe('offline', () => {
  it('waits for the network instead of connecting', () => {
    online = false;
    const c = make();
    c.start();
    expect(c.getSnapshot().state).toBe('offline');
    expect(socket.connectCalls).toHaveLength(0);
    setOnline(true);
    expect(c.getSnapshot().state).toBe('connecting');
    expect(socket.connectCalls).toHaveLength(1);
  });

  it('stops retrying while offline and starts a fresh round when back', () => {
    const c = make();
    c.start();
    socket.fail();
    vi.advanceTimersByTime(1000);
    socket.fail();
    expect(c.getSnapshot().attempt).toBe(2);
    setOnline(false);
    expect(c.getSnapshot().state).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toHaveLength(2);
    socket.fail();
    expect(c.getSnapshot().state).toBe('offline');
    setOnline(true);
    expect(c.getSnapshot()).toMatchObject({ state: 'connecting', attempt: 0 });
    expect(socket.connectCalls).toHaveLength(3);
  });

  it('shows offline even while the socket still looks open, and connected when the network returns', () => {
    const c = make();
    c.start();
    socket.succeed();
    setOnline(false);
    expect(c.getSnapshot().state).toBe('offline');
    setOnline(true);
    expect(c.getSnapshot().state).toBe('connected');
    expect(socket.connectCalls).toHaveLength(1);
  });
});

describe('stop (sign-out)', () => {
  it('disconnects, goes idle and never retries', () => {
    const c = make();
    c.start();
    socket.succeed();
    c.stop();
    expect(socket.connected).toBe(false);
    expect(c.getSnapshot().state).toBe('idle');
    socket.fail();
    setOnline(true);
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toHaveLength(1);
    c.start();
    expect(socket.connectCalls).toHaveLength(1);
  });

  it('cancels a pending retry', () => {
    const c = make();
    c.start();
    socket.fail();
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toHaveLength(1);
  });
});

describe('subscribers', () => {
  it('hears each change once and sees a stable snapshot in between', () => {
    const c = make();
    const heard = vi.fn();
    c.subscribe(heard);
    c.start();
    const snap = c.getSnapshot();
    expect(c.getSnapshot()).toBe(snap);
    socket.succeed();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(c.getSnapshot()).not.toBe(snap);
  });
});
