import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type i18n as I18n } from 'i18next';
import { SAVED_LOCATION_MESSAGES } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateFieldError, type Translate } from '../../../lib/error-messages';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>('../../../locales/*/{common,savedLocations}.json', {
  eager: true,
  import: 'default',
});
const file = (lng: string, ns: string) => files[`../../../locales/${lng}/${ns}.json`]!;

let i18n: I18n;
const tIn = (lng: 'en' | 'hi') =>
  i18n.getFixedT(lng, ['savedLocations', 'common']) as unknown as Translate;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'savedLocations'],
    defaultNS: 'common',
    resources: {
      en: { common: file('en', 'common'), savedLocations: file('en', 'savedLocations') },
      hi: { common: file('hi', 'common'), savedLocations: file('hi', 'savedLocations') },
    },
    interpolation: { escapeValue: false },
  });
});

describe('saved place failures in the reader’s language', () => {
  it('server refusals of spec section 8 come through by reason, verbatim in English and in Hindi', () => {
    const notFound = new ApiError(404, 'not-found', 'x', {}, 'saved-location.not-found');
    expect(errorMessage(tIn('en'), notFound)).toBe('Location not found');
    expect(errorMessage(tIn('hi'), notFound)).toBe('जगह नहीं मिली');
    const signIn = new ApiError(401, 'unauthenticated', 'x', {}, 'saved-location.sign-in-required');
    expect(errorMessage(tIn('en'), signIn)).toBe('You must be logged in to save locations');
    const tooMany = new ApiError(400, 'invalid-argument', 'x', {}, 'saved-location.too-many');
    expect(errorMessage(tIn('hi'), tooMany)).toBe('आप अधिकतम 20 जगहें सहेज सकते हैं');
  });

  it('field messages are translated by key', () => {
    expect(translateFieldError(tIn('hi'), SAVED_LOCATION_MESSAGES.place)).toBe(
      'शहर और इलाका चुनें, या नक्शे पर एक बिंदु',
    );
    expect(translateFieldError(tIn('en'), SAVED_LOCATION_MESSAGES.radius)).toBe(
      SAVED_LOCATION_MESSAGES.radius,
    );
  });

  it('other failures fall back to the generic texts', () => {
    expect(errorMessage(tIn('en'), new ApiError(0, 'network', 'network'))).toBe(
      'Network connection issue. Please check your internet connection and try again.',
    );
  });
});
