import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/search.json';
import { ApiError, networkError } from '../../../lib/api-error';
import { listingsFailureKey, liveNoticeKey } from './load-notices';

const text = (key: string | null) =>
  key?.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en);

describe('why the listings did not load, in the spec’s words (section 8, Properties)', () => {
  it('the network', () => {
    expect(text(listingsFailureKey(networkError()))).toBe(
      'Network connection issue. Please check your internet connection.',
    );
    expect(text(listingsFailureKey(new TypeError('Failed to fetch')))).toBe(
      'Network connection issue. Please check your internet connection.',
    );
  });

  it('the server’s database', () => {
    expect(text(listingsFailureKey(new ApiError(503, 'unavailable', 'down')))).toBe(
      'Database connection issue. Please try refreshing the page.',
    );
  });

  it('anything else is worded by its reason elsewhere', () => {
    expect(listingsFailureKey(new ApiError(400, 'invalid-argument', 'bad'))).toBeNull();
  });
});

describe('the live connection on the search page', () => {
  it('says listings on screen will reload while it is being recovered', () => {
    expect(text(liveNoticeKey('retrying', true))).toBe(
      'Connection temporarily interrupted. Properties will reload automatically.',
    );
  });

  it('says nothing when connected, signed out or with nothing on screen', () => {
    expect(liveNoticeKey('connected', true)).toBeNull();
    expect(liveNoticeKey('idle', true)).toBeNull();
    expect(liveNoticeKey('retrying', false)).toBeNull();
  });
});
