import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '@nivaas/shared';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

declare const __LOCALES_VERSION__: string;

/**
 * Each namespace is one JSON file per language (source: src/locales/{lng}/{ns}.json), served at
 * /locales/{lng}/{ns}.json and fetched on first use, so a page's texts (and the other language)
 * are never in the initial bundle (see locales-plugin.ts).
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!/^[a-z]{2}$/.test(language) || !/^[a-zA-Z]+$/.test(namespace)) return callback(null, {});
    fetch(`/locales/${language}/${namespace}.json?v=${__LOCALES_VERSION__}`)
      .then((res) => {
        // A namespace without a file for this language reads as empty (English is the fallback).
        if (res.status === 404) return {};
        if (!res.ok) throw new Error(`texts ${language}/${namespace}: HTTP ${res.status}`);
        return res.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (texts) => callback(null, texts),
        (err: unknown) => callback(err as Error, null),
      );
  },
};

export function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === 'en' || saved === 'hi') return saved;
  } catch {
    // storage may be blocked; fall through to the browser's language
  }
  return navigator.language?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, still switched
  }
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi'],
    ns: ['common'],
    defaultNS: 'common',
    // A feature's namespace holds its own texts; the generic ones (errors, actions) are common's.
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

export default i18n;
