import { describe, expect, it } from 'vitest';
import type { AdminStats } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import TrendChart from './trend-chart';

/** A month of a dozen listings, messages and reports a day, and one day of 409 sign-ups. */
const trend: AdminStats['trend'] = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  signups: i === 12 ? 409 : 2,
  listings: 3,
  messages: 12,
  reports: 1,
}));

describe('the admin’s 30-day trend', () => {
  it('draws each series apart, on its own scale, with its month’s total', async () => {
    const html = await renderStatic(<TrendChart trend={trend} />);
    expect(html.match(/data-testid="trend-series"/g)).toHaveLength(4);
    const text = textOf(html);
    expect(text).toContain('Sign-ups 467 in 30 days');
    expect(text).toContain('Listings 90 in 30 days');
    expect(text).toContain('Messages 360 in 30 days');
    expect(text).toContain('Reports 30 in 30 days');
  });
});
