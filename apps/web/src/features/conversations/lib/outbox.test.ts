import { describe, expect, it } from 'vitest';
import {
  enqueue,
  markFailed,
  markSending,
  nextToSend,
  pendingFor,
  remove,
  requeue,
  restore,
  retry,
  toStored,
  type OutboxItem,
} from './outbox';

const item = (clientKey: string, conversationId = 'c1') => ({
  clientKey,
  conversationId,
  content: `text ${clientKey}`,
  createdAt: '2026-11-21T10:00:00.000Z',
});

const fill = (...keys: string[]): OutboxItem[] =>
  keys.reduce<OutboxItem[]>((box, k) => enqueue(box, item(k)), []);

describe('outbox', () => {
  it('sends in the order written, one at a time', () => {
    let box = fill('a', 'b', 'c');
    expect(nextToSend(box)?.clientKey).toBe('a');
    box = markSending(box, 'a');
    expect(nextToSend(box)).toBeNull();
    box = remove(box, 'a');
    expect(nextToSend(box)?.clientKey).toBe('b');
    box = remove(markSending(box, 'b'), 'b');
    expect(nextToSend(box)?.clientKey).toBe('c');
  });

  it('puts a message back at its place with the same key when the connection drops', () => {
    let box = markSending(fill('a', 'b'), 'a');
    box = requeue(box, 'a');
    expect(box.map((i) => [i.clientKey, i.status])).toEqual([
      ['a', 'queued'],
      ['b', 'queued'],
    ]);
    expect(nextToSend(box)?.clientKey).toBe('a');
  });

  it('keeps the key and content when a refused message is retried', () => {
    let box = markFailed(markSending(fill('a'), 'a'), 'a', new Error('blocked'));
    expect(box[0]).toMatchObject({ status: 'failed', error: new Error('blocked') });
    expect(nextToSend(box)).toBeNull();
    box = retry(box, 'a');
    expect(box[0]).toMatchObject({ clientKey: 'a', content: 'text a', status: 'queued' });
    expect(box[0]!.error).toBeUndefined();
    expect(nextToSend(box)?.clientKey).toBe('a');
  });

  it('skips a failed message and goes on with the next', () => {
    const box = markFailed(markSending(fill('a', 'b'), 'a'), 'a', 'refused');
    expect(nextToSend(box)?.clientKey).toBe('b');
  });

  it('shows a thread only its own messages that the server has not stored yet', () => {
    const box = [...fill('a', 'b'), ...enqueue([], item('x', 'c2'))];
    expect(pendingFor(box, 'c1', new Set(['a'])).map((i) => i.clientKey)).toEqual(['b']);
    expect(pendingFor(box, 'c2', new Set()).map((i) => i.clientKey)).toEqual(['x']);
  });
});

describe('outbox across tabs', () => {
  it('keeps unsent text, not files or refused messages, and brings it back queued in order', () => {
    let box = fill('a', 'b', 'c');
    box = markSending(box, 'a');
    box = markFailed(box, 'b', new Error('blocked'));
    box = enqueue(box, { ...item('d'), file: new File(['x'], 'x.pdf') });
    const saved = JSON.parse(JSON.stringify(toStored(box)));
    expect(saved.map((i: OutboxItem) => i.clientKey)).toEqual(['a', 'c']);
    const back = restore([], saved);
    expect(back.map((i) => [i.clientKey, i.status, i.content])).toEqual([
      ['a', 'queued', 'text a'],
      ['c', 'queued', 'text c'],
    ]);
    expect(nextToSend(back)?.clientKey).toBe('a');
  });

  it('puts what an earlier tab left before what this one wrote, once each, skipping junk', () => {
    const now = fill('x', 'a');
    const back = restore(now, [item('a'), item('old'), { clientKey: 7 }, null, 'junk']);
    expect(back.map((i) => i.clientKey)).toEqual(['old', 'x', 'a']);
    expect(restore([], 'not a list')).toEqual([]);
  });
});
