import { describe, expect, it } from 'vitest';
import type { Booking } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { BookingRow } from './booking-row';

const stay = (over: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  propertyId: 'p1',
  tenantId: 't1',
  ownerId: 'o1',
  startDate: '2026-06-01',
  endDate: '2027-05-31',
  status: 'confirmed',
  monthlyRent: 20_000,
  totalAmount: 240_000,
  moneyStatus: 'paid-up',
  notes: '',
  cancelledBy: null,
  ownerLeftAt: null,
  property: { id: 'p1', title: 'Neem Villa', city: 'Guntur', sublocality: 'Brodipet' },
  tenant: { id: 't1', firstName: 'Meera', lastName: 'Iyer', avatarUrl: '' },
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
  ...over,
});

const render = (booking: Booking, lng = 'en') =>
  renderStatic(
    <ul>
      <BookingRow booking={booking} as="tenant" showListing={false} />
    </ul>,
    { lng },
  );

describe("a tenant's stay whose owner deleted their account", () => {
  it('says so and what stays, with no link to the gone listing', async () => {
    const html = await render(stay({ ownerLeftAt: '2026-11-20T09:00:00.000Z' }));
    const text = textOf(html);
    expect(text).toContain('Neem Villa');
    expect(text).toContain('The owner deleted their Nivaas account on 20 Nov 2026');
    expect(text).toContain('Rent not yet paid is no longer collected through Nivaas');
    expect(html).not.toContain('href="/properties/p1"');
  });

  it('links to the listing while its owner is a member', async () => {
    const html = await render(stay());
    expect(html).toContain('href="/properties/p1"');
    expect(textOf(html)).not.toContain('deleted their Nivaas account');
  });

  it('says it in Hindi too', async () => {
    const text = textOf(await render(stay({ ownerLeftAt: '2026-11-20T09:00:00.000Z' }), 'hi'));
    expect(text).toContain('मालिक ने');
    expect(text).not.toContain('The owner deleted');
  });
});

describe("a stay's money status", () => {
  const renderAs = (booking: Booking, as: 'owner' | 'tenant', lng = 'en') =>
    renderStatic(
      <ul>
        <BookingRow booking={booking} as={as} showListing={false} />
      </ul>,
      { lng },
    );

  it('shows what the ledger says to both sides, and the owner has nothing to set by hand', async () => {
    for (const as of ['tenant', 'owner'] as const) {
      const html = await renderAs(stay({ moneyStatus: 'late' }), as);
      expect(textOf(html)).toContain('Payment late');
      expect(textOf(html)).not.toMatch(/Unpaid|Refunded/);
      expect(html).not.toContain('<select');
    }
    expect(textOf(await renderAs(stay({ moneyStatus: 'due' }), 'owner'))).toContain('Payment due');
    expect(textOf(await renderAs(stay({ moneyStatus: 'paid-up' }), 'tenant'))).toContain('Paid up');
    expect(textOf(await renderAs(stay({ moneyStatus: 'deposit-refunded' }), 'owner'))).toContain(
      'Deposit refunded',
    );
  });

  it('shows no money badge on a stay without a ledger', async () => {
    const text = textOf(await renderAs(stay({ status: 'pending', moneyStatus: 'none' }), 'owner'));
    expect(text).toContain('Pending');
    expect(text).not.toMatch(/Payment (late|due)|Paid up|Deposit refunded|Nothing due yet/);
  });

  it('says it in Telugu too', async () => {
    const text = textOf(await renderAs(stay({ moneyStatus: 'late' }), 'tenant', 'te'));
    expect(text).toContain('చెల్లింపు ఆలస్యం');
    expect(text).not.toContain('Payment late');
  });
});
