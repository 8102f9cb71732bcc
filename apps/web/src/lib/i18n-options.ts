import type { InitOptions } from 'i18next';
import { LANGUAGE_CODES, type Language } from './languages';

/** How texts are looked up, the same in the browser and for the server's first screen. */
export const i18nOptions = (lng: Language): InitOptions => ({
  lng,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGE_CODES],
  ns: ['common'],
  defaultNS: 'common',
  // A feature's namespace holds its own texts; the generic ones (errors, actions) are common's.
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  returnNull: false,
});
