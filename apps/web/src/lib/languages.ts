/*
 * The languages Nivaas speaks, without i18next, so a lazily loaded menu can list them without
 * pulling the setup of i18n into its own chunk.
 */

/** Each language named in its own script, as the language menu shows it. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
  { code: 'te', label: 'తెలుగు' },
  { code: 'ta', label: 'தமிழ்' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/** 'te' or 'te-IN' (browsers write the language in lower case) as one of ours, or undefined. */
export function asLanguage(value: string | null | undefined): Language | undefined {
  const code = value?.split('-')[0];
  return code && LANGUAGE_CODES.includes(code) ? (code as Language) : undefined;
}
