import { describe, expect, it } from 'vitest';
import {
  enqueue,
  markFailed,
  markSending,
  nextToSend,
  pendingFor,
  remove,
  requeue,
  retry,
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
