import { describe, expect, it } from 'vitest';
import { lastSeqOf, markReadUpTo, mergeMessages } from './merge-messages';
import { msg } from './test-messages';

describe('mergeMessages', () => {
  it('keeps one copy per seq, in seq order', () => {
    const held = [msg(1, 'me'), msg(2, 'them'), msg(3, 'me')];
    const merged = mergeMessages(held, [msg(3, 'me'), msg(5, 'them'), msg(4, 'me')]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('merges an older page in front without duplicates', () => {
    const merged = mergeMessages(
      [msg(3, 'me'), msg(4, 'me')],
      [msg(1, 'me'), msg(2, 'me'), msg(3, 'me')],
    );
    expect(merged.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('lets the newer copy win (read state)', () => {
    const merged = mergeMessages([msg(1, 'me')], [msg(1, 'me', { read: true })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.read).toBe(true);
  });

  it('answers the last seq held, 0 for none', () => {
    expect(lastSeqOf([])).toBe(0);
    expect(lastSeqOf([msg(1, 'me'), msg(7, 'me')])).toBe(7);
  });

  it('marks messages to a reader as read up to the seq they read', () => {
    const out = markReadUpTo([msg(1, 'me'), msg(2, 'them'), msg(3, 'me')], 'them', 2, 'now');
    expect(out.map((m) => m.read)).toEqual([true, false, false]);
    expect(out[0]!.readAt).toBe('now');
  });
});
