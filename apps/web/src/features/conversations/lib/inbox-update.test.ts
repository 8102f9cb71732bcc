import { describe, expect, it } from 'vitest';
import type { Conversation } from '@nivaas/shared';
import { applyMessageToInbox } from './inbox-update';
import { msg } from './test-messages';

const thread = (id: string, lastSeq: number, unreadCount = 0): Conversation => ({
  id,
  other: { id: 'them', firstName: 'Ravi', lastName: 'K', avatarUrl: '' },
  property: null,
  ownerId: null,
  tenantId: null,
  applicationId: null,
  chatUnlockLevel: 'open',
  preApplyRemaining: null,
  blocked: false,
  blockedBy: null,
  blockedAt: null,
  blockedByMe: false,
  unreadCount,
  lastMessage: null,
  otherReadSeq: 0,
  lastSeq,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('applyMessageToInbox', () => {
  const inbox = [thread('a', 3), thread('c1', 5, 1), thread('b', 2)];

  it('moves the thread to the top with the new preview and one more unread', () => {
    const out = applyMessageToInbox(inbox, msg(6, 'them'), 'me', false)!;
    expect(out.map((c) => c.id)).toEqual(['c1', 'a', 'b']);
    expect(out[0]).toMatchObject({ unreadCount: 2, lastSeq: 6 });
    expect(out[0]!.lastMessage?.content).toBe('message 6');
  });

  it('does not count my own message or one in the thread I am reading', () => {
    expect(applyMessageToInbox(inbox, msg(6, 'me'), 'me', false)![0]!.unreadCount).toBe(1);
    expect(applyMessageToInbox(inbox, msg(6, 'them'), 'me', true)![0]!.unreadCount).toBe(1);
  });

  it('changes nothing when the same message comes twice', () => {
    const once = applyMessageToInbox(inbox, msg(6, 'them'), 'me', false)!;
    const twice = applyMessageToInbox(once, msg(6, 'them'), 'me', false)!;
    expect(twice).toEqual(once);
  });

  it('answers null for a thread not in the list (the caller refetches)', () => {
    expect(
      applyMessageToInbox(inbox, msg(1, 'them', { conversationId: 'new' }), 'me', false),
    ).toBeNull();
  });
});
