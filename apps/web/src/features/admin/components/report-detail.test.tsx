import { describe, expect, it } from 'vitest';
import type { ReportDetail } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../components/property/static-render.test-helper';
import { ReportDetailView } from './report-detail';

const report = (over: Partial<ReportDetail> = {}): ReportDetail => ({
  id: 'r1',
  targetType: 'listing',
  targetId: 'p1',
  reason: 'scam',
  comment: 'The owner asked for a deposit by UPI',
  severity: 3,
  status: 'open',
  automatic: false,
  signals: [],
  details: null,
  reporter: { id: 'u1', firstName: 'Priya', lastName: 'Sharma' },
  assignee: null,
  action: null,
  note: null,
  target: {
    title: 'Sunny 2 BHK',
    ownerId: 'o1',
    ownerName: 'Ramesh Kulkarni',
    url: '/properties/p1',
  },
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  ...over,
});
const show = async (r: ReportDetail) =>
  textOf(
    await renderStatic(<ReportDetailView id="r1" />, {
      seed: [[['admin', 'reports', 'detail', 'r1'], r]],
    }),
  );

describe('a report', () => {
  it('offers what a listing report calls for in place: hide it, suspend its owner', async () => {
    const text = await show(report());
    expect(text).toContain('Hide the listing');
    expect(text).toContain('Suspend the owner');
    expect(text).toContain('Resolve');
  });

  it('offers to suspend a reported account', async () => {
    const text = await show(
      report({
        targetType: 'user',
        targetId: 'o1',
        target: {
          title: 'Ramesh Kulkarni',
          ownerId: 'o1',
          ownerName: 'Ramesh Kulkarni',
          url: null,
        },
      }),
    );
    expect(text).toContain('Suspend the account');
    expect(text).not.toContain('Hide the');
  });

  it('offers nothing more once it is handled', async () => {
    const text = await show(report({ status: 'resolved', handledAt: '2026-11-21T10:00:00.000Z' }));
    expect(text).not.toContain('Hide the listing');
    expect(text).not.toContain('Suspend the owner');
  });
});
