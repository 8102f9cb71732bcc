import { describe, expect, it } from 'vitest';
import type { ReportDetail } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { adminReportKeys } from '../api/admin-reports';
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
      seed: [[adminReportKeys.detail('r1'), r]],
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

describe('an automatic photo-match flag', () => {
  const image = (id: string) => ({
    id,
    thumbnailUrl: `/uploads/property-images/${id}-320.webp`,
    cardUrl: `/uploads/property-images/${id}-800.webp`,
    url: `/uploads/property-images/${id}-1600.webp`,
    width: 1600,
    height: 1200,
  });
  const flag = report({
    automatic: true,
    reporter: null,
    signals: ['duplicate-photo'],
    comment: "A photo matches one on another owner's listing p0 (1 of 64 hash bits differ)",
    details: {
      kind: 'duplicate-photo',
      imageId: 'i1',
      otherPropertyId: 'p0',
      otherImageId: 'i0',
      bitsDiffer: 1,
    },
    photoMatch: {
      photo: { propertyId: 'p1', title: 'Sunny 2 BHK', url: '/properties/p1', image: image('i1') },
      other: { propertyId: 'p0', title: 'Garden flat', url: '/properties/p0', image: image('i0') },
    },
  });

  it('says so in words and shows both photos, each linking to its listing, not the hash text', async () => {
    const html = await renderStatic(<ReportDetailView id="r1" />, {
      seed: [[adminReportKeys.detail('r1'), flag]],
    });
    const text = textOf(html);
    expect(text).toContain("Photo matches one on another owner's listing");
    expect(text).not.toContain('hash bits');
    // Each side, in order: its photo, and its listing's link with the listing's title.
    const sides = html
      .split('data-testid="matched-photo"')
      .slice(1)
      .map((side) => ({
        src: /<img[^>]*?\ssrc="([^"]+)"/.exec(side)?.[1],
        link: /<a[^>]*?\shref="([^"]+)"[^>]*>([^<]*)</.exec(side)?.slice(1),
      }));
    expect(sides).toEqual([
      { src: '/uploads/property-images/i1-800.webp', link: ['/properties/p1', 'Sunny 2 BHK'] },
      { src: '/uploads/property-images/i0-800.webp', link: ['/properties/p0', 'Garden flat'] },
    ]);
  });

  it('says it in Hindi for a Hindi reader', async () => {
    const html = await renderStatic(<ReportDetailView id="r1" />, {
      seed: [[adminReportKeys.detail('r1'), flag]],
      lng: 'hi',
    });
    expect(textOf(html)).toContain('फ़ोटो किसी और मालिक की लिस्टिंग की फ़ोटो से मिलती है');
  });

  it('keeps the comment of an older flag filed without details', async () => {
    const text = await show(
      report({
        automatic: true,
        reporter: null,
        comment: 'A photo matches (2 of 64 hash bits differ)',
      }),
    );
    expect(text).toContain('(2 of 64 hash bits differ)');
    expect(text).not.toContain("Photo matches one on another owner's listing");
  });
});
