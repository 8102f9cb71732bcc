import { describe, expect, it } from 'vitest';
import { serviceBookingTotalPaise } from './service-total';

describe('serviceBookingTotalPaise', () => {
  it('charges a fixed, per-visit or on-inspection price once, in paise', () => {
    expect(serviceBookingTotalPaise({ price: 499, priceType: 'fixed' })).toBe(49_900);
    expect(serviceBookingTotalPaise({ price: 350, priceType: 'per-visit' })).toBe(35_000);
    expect(serviceBookingTotalPaise({ price: 199, priceType: 'on-inspection' })).toBe(19_900);
  });

  it('charges an hourly price for the one-hour slot', () => {
    expect(serviceBookingTotalPaise({ price: 300, priceType: 'per-hour' })).toBe(30_000);
  });

  it('adds a visiting charge and keeps whole paise', () => {
    expect(
      serviceBookingTotalPaise({ price: 249.5, priceType: 'fixed', visitingChargePaise: 9_900 }),
    ).toBe(34_850);
    expect(serviceBookingTotalPaise({ price: 0.1 + 0.2, priceType: 'fixed' })).toBe(30);
  });
});
