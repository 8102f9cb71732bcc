import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '@nivaas/shared';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/**
 * Each namespace is one JSON file per language under src/locales/{lng}/{ns}.json, loaded on
 * first use, so a page's texts (and the other language) are never in the initial bundle.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
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
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

export default i18n;
