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
});
