import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainEnvelope } from '@nivaas/shared';
import { RealtimeConnection, type ConnectionHooks } from './socket';
import { FakeSocket } from '../../../test/socket-fake';
import { RealtimeClient } from './realtime-client';

let sockets: FakeSocket[];
let hooksSeen: ConnectionHooks[];
const deps = {
  onEnvelope: vi.fn(),
  onReconnected: vi.fn(),
  onUnauthenticated: vi.fn(),
};

const makeClient = () =>
  new RealtimeClient<FakeSocket>({
    ...deps,
    connect: (hooks) => {
      const socket = new FakeSocket();
      sockets.push(socket);
      hooksSeen.push(hooks);
      return new RealtimeConnection(
        socket,
        { delays: [1000, 2000], isOnline: () => true, watchOnline: () => () => {} },
        hooks,
      );
    },
  });

const envelope = (
  name: DomainEnvelope['name'],
  payload: DomainEnvelope['payload'],
): DomainEnvelope => ({
  name,
  payload,
  id: `e-${Math.random()}`,
  at: new Date().toISOString(),
});

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  hooksSeen = [];
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('RealtimeClient lifecycle', () => {
  it('stays idle and unconnected while nobody is signed in', () => {
    const client = makeClient();
    client.setUser(null);
    expect(client.getSnapshot().state).toBe('idle');
    expect(sockets).toHaveLength(0);
    expect(client.socket).toBeNull();
  });

  it('connects on sign-in and tells subscribers', () => {
    const client = makeClient();
    const heard = vi.fn();
    client.subscribe(heard);
    client.setUser('asha');
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.connectCalls).toHaveLength(1);
    expect(client.getSnapshot().state).toBe('connecting');
    sockets[0]!.succeed();
    expect(client.getSnapshot().state).toBe('connected');
    expect(heard).toHaveBeenCalled();
  });

  it('keeps one connection for the same person across re-renders', () => {
    const client = makeClient();
    client.setUser('asha');
    client.setUser('asha');
    expect(sockets).toHaveLength(1);
  });

  it('disconnects on sign-out and does not retry', () => {
    const client = makeClient();
    client.setUser('asha');
    sockets[0]!.succeed();
    client.setUser(null);
    expect(sockets[0]!.connected).toBe(false);
    expect(client.getSnapshot().state).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets[0]!.connectCalls).toHaveLength(1);
  });

  it('starts a new connection for another account', () => {
    const client = makeClient();
    client.setUser('asha');
    sockets[0]!.succeed();
    client.setUser('ravi');
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.connected).toBe(false);
    expect(sockets[1]!.connectCalls).toHaveLength(1);
  });

  it('passes reconnections and refused sessions on to the app', () => {
    const client = makeClient();
    client.setUser('asha');
    sockets[0]!.succeed();
    sockets[0]!.drop();
    vi.advanceTimersByTime(1000);
    sockets[0]!.succeed();
    expect(deps.onReconnected).toHaveBeenCalledTimes(1);
    sockets[0]!.drop();
    sockets[0]!.fail('unauthenticated');
    expect(deps.onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});

describe('RealtimeClient events', () => {
  it('hands each event to the subscribers of its name only', () => {
    const client = makeClient();
    client.setUser('asha');
    const echoes = vi.fn();
    const updates = vi.fn();
    client.on('diagnostics.echo', echoes);
    client.on('user.updated', updates);
    const e = envelope('diagnostics.echo', { userId: 'asha', text: 'hi', origin: 'i1' });
    sockets[0]!.emit('event', e);
    expect(echoes).toHaveBeenCalledWith({ userId: 'asha', text: 'hi', origin: 'i1' }, e);
    expect(updates).not.toHaveBeenCalled();
    expect(deps.onEnvelope).toHaveBeenCalledWith(e);
  });

  it('stops calling a handler once unsubscribed', () => {
    const client = makeClient();
    client.setUser('asha');
    const handler = vi.fn();
    const off = client.on('user.updated', handler);
    off();
    sockets[0]!.emit('event', envelope('user.updated', { userId: 'asha' }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps subscriptions across an account switch, and ignores the old socket', () => {
    const client = makeClient();
    const handler = vi.fn();
    client.on('user.updated', handler);
    client.setUser('asha');
    client.setUser('ravi');
    sockets[0]!.emit('event', envelope('user.updated', { userId: 'asha' }));
    expect(handler).not.toHaveBeenCalled();
    sockets[1]!.emit('event', envelope('user.updated', { userId: 'ravi' }));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('delivers to every subscriber even when one throws', () => {
    const client = makeClient();
    client.setUser('asha');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    client.on('user.updated', () => {
      throw new Error('broken page');
    });
    client.on('user.updated', second);
    sockets[0]!.emit('event', envelope('user.updated', { userId: 'asha' }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
