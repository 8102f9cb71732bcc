import { describe, expect, it } from 'vitest';
import { issuesToFields } from '../errors';
import {
  SERVICE_BOOKING_TRANSITIONS,
  parseSlotList,
  serviceBookingInputSchema,
  serviceReviewInputSchema,
} from './service-bookings';

const fieldsOf = (value: unknown) => {
  const parsed = serviceBookingInputSchema.safeParse(value);
  return parsed.success ? {} : issuesToFields(parsed.error);
};

describe('serviceBookingInputSchema', () => {
  it('says the spec messages on their fields', () => {
    expect(fieldsOf({})).toEqual({
      serviceId: 'Service ID is required',
      providerId: 'Provider ID is required',
      date: 'Valid booking date is required',
      timeSlot: 'Time slot is required',
      address: 'Choose one of your saved places, or type the address',
    });
    expect(
      fieldsOf({
        serviceId: '  ',
        providerId: '',
        date: '2026-02-29',
        timeSlot: '9-10',
        address: { line: '', pinCode: '12345' },
      }),
    ).toEqual({
      serviceId: 'Service ID is required',
      providerId: 'Provider ID is required',
      date: 'Valid booking date is required',
      timeSlot: 'Time slot is required',
      'address.line': 'Enter the house, street and area',
      'address.locality': 'Enter the locality',
      'address.pinCode': 'Enter a 6-digit PIN code',
    });
  });

  it('accepts a real date and an HH:MM-HH:MM slot, leaving out what was not given', () => {
    const ok = serviceBookingInputSchema.parse({
      serviceId: 's1',
      providerId: 'p1',
      date: '2028-02-29',
      timeSlot: '09:00-10:00',
      address: { savedLocationId: 'l1' },
    });
    expect(ok).toEqual({
      serviceId: 's1',
      providerId: 'p1',
      date: '2028-02-29',
      timeSlot: '09:00-10:00',
      address: { savedLocationId: 'l1' },
    });
    const typed = { line: 'Flat 2, MG Road', locality: 'Ashok Nagar', pinCode: ' 560001 ' };
    expect(serviceBookingInputSchema.parse({ ...ok, address: typed }).address).toEqual({
      ...typed,
      pinCode: '560001',
    });
  });
});

describe('reviews and the lifecycle', () => {
  it('takes whole stars from 1 to 5', () => {
    for (const rating of [1, 5])
      expect(serviceReviewInputSchema.safeParse({ rating }).success).toBe(true);
    for (const rating of [0, 6, 4.5, '5'])
      expect(serviceReviewInputSchema.safeParse({ rating }).success, String(rating)).toBe(false);
  });

  it('ends in declined, completed and cancelled; only pending and confirmed cancel', () => {
    for (const end of ['declined', 'completed', 'cancelled'] as const)
      expect(SERVICE_BOOKING_TRANSITIONS[end]).toEqual({});
    const cancellable = Object.entries(SERVICE_BOOKING_TRANSITIONS)
      .filter(([, to]) => to.cancelled === 'either')
      .map(([from]) => from);
    expect(cancellable).toEqual(['pending', 'confirmed']);
  });

  it('reads the fresh slots of a slot-taken error', () => {
    expect(parseSlotList('09:00-10:00,11:00-12:00')).toEqual(['09:00-10:00', '11:00-12:00']);
    expect(parseSlotList('')).toEqual([]);
    expect(parseSlotList(undefined)).toEqual([]);
  });
});
