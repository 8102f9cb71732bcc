import { asLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@nivaas/shared';

/*
 * The languages Nivaas speaks (their codes are shared with the server), without i18next, so a
 * lazily loaded menu can list them without pulling the setup of i18n into its own chunk.
 */

/** Each language named in its own script, as the language menu shows it. */
export const LANGUAGES: ReadonlyArray<{ code: LanguageCode; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
  { code: 'te', label: 'తెలుగు' },
  { code: 'ta', label: 'தமிழ்' },
];
export type Language = LanguageCode;
export { LANGUAGE_CODES };

/** 'te' or 'te-IN' (browsers write the language in lower case) as one of ours, or undefined. */
export const asLanguage = asLanguageCode;
