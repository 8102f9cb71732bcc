import { describe, expect, it } from 'vitest';
import type { AdminVerificationList } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { adminVerificationKeys } from '../api/admin-verifications';
import { VerificationQueue } from './verification-queue';

const list: AdminVerificationList = {
  items: [
    {
      id: 'v1',
      subjectType: 'listing',
      subjectId: 'p1',
      status: 'pending',
      reason: null,
      fileName: 'bill.pdf',
      fileType: 'pdf',
      documentUrl: '/uploads/verification_documents/abcdefghijklmnop.pdf',
      createdAt: '2026-11-20T10:00:00.000Z',
      reviewedAt: null,
      subjectTitle: 'Banjara Hills 3BHK',
      sender: { id: 'o1', name: 'Ravi Kumar' },
    },
  ],
};

describe('the admin verification queue', () => {
  it('lists what each document is about and who sent it, to open, approve or reject', async () => {
    const html = await renderStatic(<VerificationQueue />, {
      seed: [[adminVerificationKeys.queue('pending'), list]],
    });
    const text = textOf(html);
    expect(text).toContain('Banjara Hills 3BHK');
    expect(text).toContain('Sent by Ravi Kumar');
    expect(html).toContain('href="/properties/p1"');
    expect(html).toContain(`href="${list.items[0]!.documentUrl}"`);
    expect(text).toContain('Approve');
    expect(text).toContain('Reject');
  });

  it('says when the queue is empty', async () => {
    const html = await renderStatic(<VerificationQueue />, {
      seed: [[adminVerificationKeys.queue('pending'), { items: [] }]],
    });
    expect(textOf(html)).toContain('No documents here.');
  });
});
