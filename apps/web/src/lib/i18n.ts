import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '@nivaas/shared';
import { asLanguage, LANGUAGE_CODES, type Language } from './languages';

export { asLanguage, LANGUAGES, type Language } from './languages';

/**
 * The script's Noto Sans (regular and bold), fetched only when its language is chosen, so
 * phones and laptops without Telugu, Tamil or Devanagari fonts still render the texts and an
 * English visitor downloads none of them.
 */
const FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  te: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/telugu-400.css'),
      import('@fontsource/noto-sans-telugu/telugu-700.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
};

declare const __LOCALES_VERSION__: string;

/**
 * Each namespace is one JSON file per language (source: src/locales/{lng}/{ns}.json), served at
 * /locales/{lng}/{ns}.json and fetched on first use, so a page's texts (and the other language)
 * are never in the initial bundle (see locales-plugin.ts). The backend checks the names before
 * they become a path.
 */
async function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const res = await fetch(`/locales/${language}/${namespace}.json?v=${__LOCALES_VERSION__}`);
  // A namespace without a file for this language reads as empty (English is the fallback).
  if (res.status === 404) return {};
  if (!res.ok) throw new Error(`texts ${language}/${namespace}: HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

export function initialLanguage(): Language {
  try {
    const saved = asLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (saved) return saved;
  } catch {
    // storage may be blocked; fall through to the browser's language
  }
  // The first of the browser's languages that we speak (te-IN, ta, hi…), else English.
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const lng of preferred) {
    const ours = asLanguage(lng);
    if (ours) return ours;
  }
  return 'en';
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
  const font = FONTS[asLanguage(lng) ?? 'en'];
  // A missing font only means the device's own is used.
  if (font) font().catch(() => undefined);
});

void i18n
  .use(resourcesToBackend(loadTexts))
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
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

export default i18n;
