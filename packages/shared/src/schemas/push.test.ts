import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationType } from './notification';
import { PUSH_KINDS, pushKindOf } from './push';

describe('which notifications are pushed, and under which setting (decision 063)', () => {
  it.each<[NotificationType, string]>([
    ['message', 'messages'],
    ['bookingRequested', 'bookings'],
    ['bookingConfirmed', 'bookings'],
    ['bookingCancelled', 'bookings'],
    ['applicationSubmitted', 'bookings'],
    ['applicationApproved', 'bookings'],
    ['applicationRejected', 'bookings'],
    ['serviceBookingRequested', 'bookings'],
    ['serviceBookingConfirmed', 'bookings'],
    ['serviceBookingDeclined', 'bookings'],
    ['serviceBookingCancelled', 'bookings'],
    ['serviceBookingCompleted', 'bookings'],
    ['rentDueReminder', 'rent'],
    ['rentEscalationDue', 'rent'],
    ['rentEscalationApplied', 'rent'],
    ['savedSearchMatch', 'savedSearches'],
    ['savedSearchDigest', 'savedSearches'],
    ['siteVisitRequested', 'visits'],
    ['siteVisitConfirmed', 'visits'],
    ['siteVisitDeclined', 'visits'],
    ['siteVisitProposed', 'visits'],
    ['siteVisitReminder', 'visits'],
  ])('%s is pushed as %s', (type, kind) => {
    expect(pushKindOf(type)).toBe(kind);
  });

  it('leaves listing alerts, roommate requests and admin notices to the bell and mail', () => {
    const notPushed = NOTIFICATION_TYPES.filter((type) => pushKindOf(type) === null);
    expect(notPushed.sort()).toEqual(
      [
        'contentModerated',
        'priceChange',
        'property_available',
        'relisted',
        'reportHandled',
        'roommateRequestAccepted',
        'roommateRequestDeclined',
        'roommateRequestReceived',
        'statusChange',
        'verificationApproved',
        'verificationRejected',
      ].sort(),
    );
  });

  it('gives every kind a person can turn off at least one notification', () => {
    const used = new Set(NOTIFICATION_TYPES.map(pushKindOf));
    for (const kind of PUSH_KINDS) expect(used.has(kind), kind).toBe(true);
  });
});
