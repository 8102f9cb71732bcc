import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { PROPERTY_IMAGE_VALIDATION, PROPERTY_VALIDATION } from '@nivaas/shared';
import {
  translateFieldError,
  translateFieldErrors,
  type Translate,
} from '../../../lib/error-messages';
import enOwner from '../../../locales/en/owner.json';
import hiOwner from '../../../locales/hi/owner.json';
import enCommon from '../../../locales/en/common.json';
import hiCommon from '../../../locales/hi/common.json';

const imageKey = (key: string) => `image${key.charAt(0).toUpperCase()}${key.slice(1)}`;

describe('owner validation table', () => {
  it('has every PROPERTY_VALIDATION text under its own key, verbatim', () => {
    for (const [key, text] of Object.entries(PROPERTY_VALIDATION))
      expect(enOwner.validation[key as keyof typeof enOwner.validation], key).toBe(text);
  });

  it('has every PROPERTY_IMAGE_VALIDATION text as image<Key>, verbatim', () => {
    for (const [key, text] of Object.entries(PROPERTY_IMAGE_VALIDATION))
      expect(enOwner.validation[imageKey(key) as keyof typeof enOwner.validation], key).toBe(text);
  });

  it('has nothing else (a stale entry would hide a changed message)', () => {
    const expected = [
      ...Object.keys(PROPERTY_VALIDATION),
      ...Object.keys(PROPERTY_IMAGE_VALIDATION).map(imageKey),
    ].sort();
    expect(Object.keys(enOwner.validation).sort()).toEqual(expected);
  });

  it('translates server and schema messages into Hindi through the table', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'hi',
      fallbackLng: 'en',
      ns: ['owner', 'common'],
      defaultNS: 'common',
      resources: {
        en: { owner: enOwner, common: enCommon },
        hi: { owner: hiOwner, common: hiCommon },
      },
      interpolation: { escapeValue: false },
    });
    const t = i18n.getFixedT('hi', ['owner', 'common']) as unknown as Translate;
    expect(translateFieldError(t, PROPERTY_VALIDATION.rentRequired)).toBe(
      hiOwner.validation.rentRequired,
    );
    expect(
      translateFieldErrors(t, {
        pincode: PROPERTY_VALIDATION.pincode,
        images: PROPERTY_IMAGE_VALIDATION.tooMany,
        other: 'A text nobody knows',
      }),
    ).toEqual({
      pincode: hiOwner.validation.pincode,
      images: hiOwner.validation.imageTooMany,
      other: 'A text nobody knows',
    });
  });
});
