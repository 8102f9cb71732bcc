import { describe, expect, it } from 'vitest';
import type { Verification } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { verificationKeys } from '../api/verifications';
import { VerificationPanel } from './verification-panel';

const target = { subject: 'listing', id: 'p1' } as const;
const sent: Verification = {
  id: 'v1',
  subjectType: 'listing',
  subjectId: 'p1',
  status: 'pending',
  reason: null,
  fileName: 'electricity-bill.pdf',
  fileType: 'pdf',
  documentUrl: '/uploads/verification_documents/abcdefghijklmnop.pdf',
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
};
const render = (verification: Verification | null, lng = 'en') =>
  renderStatic(<VerificationPanel target={target} />, {
    seed: [[verificationKeys.state(target), verification]],
    lng,
  });

describe('the verification panel', () => {
  it('offers the upload before any document was sent', async () => {
    const html = await render(null);
    expect(textOf(html)).toContain('Not verified yet');
    expect(textOf(html)).toContain('PDF, JPEG or PNG, up to 5 MB');
    expect(html).toContain('Upload for review');
  });

  it('shows a pending document without a second upload', async () => {
    const html = await render(sent);
    expect(textOf(html)).toContain('Waiting for review');
    expect(html).toContain(`href="${sent.documentUrl}"`);
    expect(html).not.toContain('Upload for review');
  });

  it('gives the admin’s reason after a rejection and lets the owner send another', async () => {
    const html = await render({ ...sent, status: 'rejected', reason: 'Bill is for another flat' });
    expect(textOf(html)).toContain('Reason: Bill is for another flat');
    expect(html).toContain('Upload for review');
  });

  it('speaks Hindi', async () => {
    const html = await render({ ...sent, status: 'approved' }, 'hi');
    expect(textOf(html)).toContain('सत्यापित मालिक');
    expect(textOf(html)).toContain('सत्यापित');
  });

  it('says when the state could not be loaded', async () => {
    const html = await renderStatic(<VerificationPanel target={target} />, {
      failed: [[verificationKeys.state(target), new Error('offline')]],
    });
    expect(textOf(html)).toContain('Could not load the verification status.');
  });
});
