import { describe, expect, it } from 'vitest';
import { FORMER_MEMBER_NAME, type Conversation } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { InboxItem } from './inbox-item';

const thread = (other: Pick<Conversation['other'], 'firstName' | 'lastName'>): Conversation => ({
  id: 'c1',
  other: { id: 'u2', avatarUrl: '', ...other },
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
  unreadCount: 0,
  lastMessage: null,
  otherReadSeq: 0,
  lastSeq: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const row = (other: Pick<Conversation['other'], 'firstName' | 'lastName'>, lng: string) =>
  renderStatic(<InboxItem conversation={thread(other)} basePath="/messages" active={false} />, {
    lng,
  }).then(textOf);

describe('a thread with someone who deleted their account', () => {
  it('names them "Former member" in the reader’s language', async () => {
    expect(await row(FORMER_MEMBER_NAME, 'en')).toContain('Former member');
    expect(await row(FORMER_MEMBER_NAME, 'hi')).toContain('पूर्व सदस्य');
    expect(await row(FORMER_MEMBER_NAME, 'ta')).toContain('முன்னாள் உறுப்பினர்');
    expect(await row(FORMER_MEMBER_NAME, 'te')).toContain('మాజీ సభ్యులు');
  });

  it('keeps everyone else’s name as they wrote it', async () => {
    const text = await row({ firstName: 'Meera', lastName: 'Iyer' }, 'hi');
    expect(text).toContain('Meera Iyer');
    expect(text).not.toContain('पूर्व सदस्य');
  });
});
