import { describe, expect, it } from 'vitest';
import { fakeTranslate } from '../../test/fake-translate';
import type { Translate } from './translate';

/**
 * The compiler checks keys (decision 076); this file does not compile if it stops: each
 * `@ts-expect-error` below needs its error.
 */
describe('translation keys', () => {
  const t: Translate<'services' | 'common'> = fakeTranslate((key) => key);

  it('takes the keys of its namespaces, of common, and any namespace`s as ns:key', () => {
    expect(t('rating.none')).toBe('rating.none');
    expect(t('errors.notFound')).toBe('errors.notFound');
    expect(t('money:title')).toBe('money:title');
    const category = 'cleaning' as 'cleaning' | 'moving';
    expect(t(`categories.${category}`)).toBe('categories.cleaning');
  });

  it('refuses a key its namespaces lack', () => {
    // @ts-expect-error a misspelt key
    expect(t('rating.nothing')).toBe('rating.nothing');
    // @ts-expect-error another namespace's key, without its namespace
    expect(t('title')).toBe('title');
    const value = 'cleaning' as string;
    // @ts-expect-error a key built from any string
    expect(t(`categories.${value}`)).toBe('categories.cleaning');
    // …unless the text to show then is given
    expect(t(`categories.${value}`, { defaultValue: value })).toBe('categories.cleaning');
  });
});
