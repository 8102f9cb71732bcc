import { describe, expect, it } from 'vitest';
import { notificationTarget } from './target';

const base = { propertyId: 'p1', senderId: 'u9' };

describe('notificationTarget (spec section 2: where a click leads)', () => {
  it.each(['property_available', 'relisted', 'priceChange', 'statusChange'] as const)(
    '%s opens the listing',
    (type) => {
      expect(notificationTarget({ ...base, type })).toBe('/properties/p1');
    },
  );

  it('a saved-search match opens the listing, or the saved searches without one', () => {
    expect(notificationTarget({ ...base, type: 'savedSearchMatch' })).toBe('/properties/p1');
    expect(notificationTarget({ ...base, propertyId: null, type: 'savedSearchMatch' })).toBe(
      '/saved-searches',
    );
  });

  it('a day’s digest runs its one search, or opens the saved searches when it sums up several', () => {
    const digest = { propertyId: null, senderId: null, type: 'savedSearchDigest' } as const;
    expect(
      notificationTarget({ ...digest, data: { homes: 2, searches: 1, query: 'city=Guntur' } }),
    ).toBe('/properties?city=Guntur');
    expect(notificationTarget({ ...digest, data: { homes: 5, searches: 3 } })).toBe(
      '/saved-searches',
    );
  });

  it('a message opens the conversation with its sender', () => {
    expect(notificationTarget({ ...base, type: 'message' })).toBe('/messages/u9');
  });

  it('falls back to the full list when the id it needs is missing', () => {
    expect(notificationTarget({ type: 'priceChange', propertyId: null, senderId: 'u9' })).toBe(
      '/notifications',
    );
    expect(notificationTarget({ type: 'message', propertyId: 'p1', senderId: null })).toBe(
      '/notifications',
    );
  });

  it('keeps ids inside their path segment', () => {
    expect(notificationTarget({ type: 'relisted', propertyId: 'a/b?c', senderId: null })).toBe(
      '/properties/a%2Fb%3Fc',
    );
  });

  it("a new application opens the applications tab of the owner's listing", () => {
    expect(notificationTarget({ ...base, type: 'applicationSubmitted' })).toBe(
      '/owner/properties/p1?tab=applications',
    );
  });

  it("a decision opens the seeker's application", () => {
    for (const type of ['applicationApproved', 'applicationRejected'] as const)
      expect(notificationTarget({ ...base, type, data: { applicationId: 'a7' } })).toBe(
        '/tenant/applications?id=a7',
      );
    expect(notificationTarget({ ...base, type: 'applicationApproved', data: {} })).toBe(
      '/tenant/applications',
    );
  });

  it("a stay leads the owner to the listing's stays and the tenant home", () => {
    expect(notificationTarget({ ...base, type: 'bookingRequested' })).toBe(
      '/owner/properties/p1?tab=stays',
    );
    expect(notificationTarget({ ...base, type: 'bookingConfirmed' })).toBe('/tenant');
    expect(
      notificationTarget({ ...base, type: 'bookingCancelled', data: { cancelledBy: 'tenant' } }),
    ).toBe('/owner/properties/p1?tab=stays');
    expect(
      notificationTarget({ ...base, type: 'bookingCancelled', data: { cancelledBy: 'owner' } }),
    ).toBe('/tenant');
  });

  it('a rent notice leads each side to where it is acknowledged or managed', () => {
    for (const type of ['rentEscalationDue', 'rentEscalationApplied'] as const) {
      expect(notificationTarget({ ...base, type, data: { recipientRole: 'owner' } })).toBe(
        '/owner/properties/p1?tab=rent',
      );
      expect(notificationTarget({ ...base, type, data: { recipientRole: 'tenant' } })).toBe(
        '/tenant',
      );
    }
  });
});
