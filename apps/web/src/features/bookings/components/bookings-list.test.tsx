import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../../test/static-render';
import { ApiError } from '../../../lib/api-error';
import en from '../../../locales/en/bookings.json';
import { bookingKeys } from '../api/bookings';
import { BookingsList } from './bookings-list';

const failedWith = (error: ApiError) =>
  renderStatic(<BookingsList as="tenant" />, { failed: [[bookingKeys.list({}), error]] });

describe('stays that could not load', () => {
  it('say the person may not see them, with nothing to retry', async () => {
    const html = await failedWith(new ApiError(403, 'permission-denied', 'Forbidden'));
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain(en.errors.noAccess);
    expect(textOf(html)).not.toContain(en.retry);
  });

  it('say they failed and why, with another try, for anything else', async () => {
    const html = await failedWith(new ApiError(500, 'internal', 'Boom'));
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain(en.errors.loadFailed);
    expect(textOf(html)).toContain(en.retry);
  });
});

describe('a seeker without stays', () => {
  const empty = (limit?: number) =>
    renderStatic(<BookingsList as="tenant" limit={limit} filterable={false} />, {
      seed: [[bookingKeys.list({}), { bookings: [] }]],
    });

  it('in their home’s card (a few shown), is told in small plain text like the cards beside it', async () => {
    const html = await empty(5);
    expect(textOf(html)).toContain(en.list.emptyTenant);
    expect(textOf(html)).toContain(en.list.browse);
    expect(html).not.toContain('data-with-border');
    expect(html).toMatch(/<p[^>]*--text-fz:var\(--mantine-font-size-sm\)[^>]*>You have not booked/);
  });

  it('on the page of all their stays, is told in a box of its own', async () => {
    const html = await empty();
    expect(textOf(html)).toContain(en.list.emptyTenant);
    expect(html).toContain('data-with-border');
  });
});
