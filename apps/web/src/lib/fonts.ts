/**
 * The script's Noto Sans (regular and bold) for Hindi, Telugu and Tamil, fetched only when that
 * language is chosen, so phones and laptops without these fonts still render the texts and an
 * English visitor downloads none of them. Each file holds only its script's letters (the
 * `@fontsource` subsets); Latin text keeps the system font (theme.ts's font stack).
 */
const FONTS: Record<string, () => Promise<unknown>> = {
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

/** Loads the fonts of a language ('te', 'ta-IN'…); nothing for English. */
export function loadFont(language: string): void {
  // A missing font only means the device's own is used.
  FONTS[language.toLowerCase().split('-')[0] ?? '']?.().catch(() => undefined);
}
