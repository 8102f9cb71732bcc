import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@nivaas/shared';
import { i18nOptions } from './i18n-options';
import { asLanguage, type Language } from './languages';

export { asLanguage, LANGUAGES, type Language } from './languages';

declare const __LOCALES_VERSION__: string;

/**
 * Each namespace is one JSON file per language (source: src/locales/{lng}/{ns}.json), served at
 * /locales/{lng}/{ns}.json and fetched on first use, so a page's texts (and the other language)
 * are never in the initial bundle (see locales-plugin.ts). The backend checks the names before
 * they become a path.
 */
async function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  // English place names are the keys themselves: there is no en/places.json to ask for (a 404
  // would show as an error in the browser's console).
  if (language === 'en' && namespace === 'places') return {};
  const res = await fetch(`/locales/${language}/${namespace}.json?v=${__LOCALES_VERSION__}`);
  // A namespace without a file for this language reads as empty (English is the fallback).
  if (res.status === 404) return {};
  if (!res.ok) throw new Error(`${language}/${namespace}: HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A language the visitor chose, also as a cookie: the server then preloads a page's texts in
 * it. Never written for a visitor who has not chosen (the server follows the browser's).
 */
function rememberForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function initialLanguage(): Language {
  try {
    const saved = asLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (saved) {
      rememberForServer(saved);
      return saved;
    }
  } catch {
    // storage may be blocked; fall through to the browser's language
  }
  // The browser's language when we speak it (te-IN, ta, hi…), else English.
  return asLanguage(typeof navigator === 'undefined' ? null : navigator.language) ?? 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, still switched
  }
  rememberForServer(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

// The browser's instance; the server renders with one of its own per language (server-render).
if (typeof document !== 'undefined')
  void i18n
    .use(resourcesToBackend(loadTexts))
    .use(initReactI18next)
    .init(i18nOptions(initialLanguage()));

export default i18n;
