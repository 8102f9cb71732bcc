import { describe, expect, it } from 'vitest';
import { seenMessageId } from './seen';
import { msg } from './test-messages';

describe('seenMessageId', () => {
  const thread = [msg(1, 'them'), msg(2, 'me'), msg(3, 'me'), msg(4, 'me')];

  it('marks my last message the other person has read', () => {
    expect(seenMessageId(thread, 'me', 3)).toBe('m3');
    expect(seenMessageId(thread, 'me', 4)).toBe('m4');
  });

  it('shows nothing when they have read none of mine yet', () => {
    expect(seenMessageId(thread, 'me', 1)).toBeNull();
    expect(seenMessageId(thread, 'me', 0)).toBeNull();
  });

  it('shows nothing once they have replied after my last message', () => {
    expect(seenMessageId([...thread, msg(5, 'them')], 'me', 5)).toBeNull();
  });

  it('shows nothing in an empty thread', () => {
    expect(seenMessageId([], 'me', 10)).toBeNull();
  });
});
