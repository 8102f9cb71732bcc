/**
 * Which of our PDF fonts writes a character (decision 067). Each Noto Sans font covers Latin,
 * digits and the rupee sign besides its own script, so a document's text goes in its language's
 * font, and only a run in another Indian script (a Hindi name on a Telugu receipt) switches.
 */
export const PDF_FONTS = {
  devanagari: 'NotoSansDevanagari',
  telugu: 'NotoSansTelugu',
  tamil: 'NotoSansTamil',
} as const;
export type PdfFont = (typeof PDF_FONTS)[keyof typeof PDF_FONTS];

/** The font a document in a language is written in. */
export const fontForLanguage = (language: string): PdfFont =>
  language === 'te' ? PDF_FONTS.telugu : language === 'ta' ? PDF_FONTS.tamil : PDF_FONTS.devanagari;

/** The font a character needs, or null when every font writes it (Latin, digits, ₹, spaces). */
function fontOf(code: number): PdfFont | null {
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff))
    return PDF_FONTS.devanagari;
  if (code >= 0x0c00 && code <= 0x0c7f) return PDF_FONTS.telugu;
  if (code >= 0x0b80 && code <= 0x0bff) return PDF_FONTS.tamil;
  return null;
}

/**
 * A word fontkit cannot shape with every feature on (its positioning of above-base marks stops
 * at an empty anchor in Noto Sans Telugu: "ప్రియ"), drawn without that one feature, `abvm`:
 * the letters still join; only such a mark keeps its default place.
 */
export type Unshapeable = (font: PdfFont, word: string) => boolean;

/**
 * A new object for each run: fontkit fills the features it is given with its defaults, so one
 * shared object would carry every feature turned on into the next document.
 */
const withoutAboveMarkPositioning = () => ({ abvm: false });

export type TextRun =
  | string
  | { text: string; font?: PdfFont; fontFeatures?: ReturnType<typeof withoutAboveMarkPositioning> };

/**
 * Splits a text into runs by the font each needs; joiners, spaces and Latin stay in the run
 * they are in, so a word is never cut between fonts. A text its base font writes whole comes
 * back as it was.
 */
export function fontRuns(
  text: string,
  base: PdfFont,
  unshapeable: Unshapeable = () => false,
): string | TextRun[] {
  const runs: { text: string; font: PdfFont }[] = [];
  let current: { text: string; font: PdfFont } | null = null;
  for (const char of text) {
    const needs = fontOf(char.codePointAt(0)!);
    if (!current || (needs && needs !== current.font)) {
      current = { text: '', font: needs ?? base };
      runs.push(current);
    }
    current.text += char;
  }
  const pieces = runs.flatMap((run) => shapedRun(run, base, unshapeable));
  if (pieces.every((piece) => typeof piece === 'string')) return text;
  return pieces;
}

/** A run as it is (a plain string when in the base font), or word by word where one needs it. */
function shapedRun(
  run: { text: string; font: PdfFont },
  base: PdfFont,
  unshapeable: Unshapeable,
): TextRun[] {
  const broken = (word: string) => word.trim() !== '' && unshapeable(run.font, word);
  const words = run.text.split(/(\s+)/).filter((word) => word.length > 0);
  if (!words.some(broken)) return [run.font === base ? run.text : run];
  return words.map((word) => ({
    text: word,
    font: run.font,
    ...(broken(word) ? { fontFeatures: withoutAboveMarkPositioning() } : {}),
  }));
}

/**
 * A pdfmake document with every text in another script put in its font: walks the content and
 * replaces each such string by its runs (pdfmake takes an array of texts for one paragraph).
 */
export function withFontRuns<T>(node: T, base: PdfFont, unshapeable?: Unshapeable): T {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map((item) => textOrNode(item, base, unshapeable)) as T;
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === 'text'
          ? textOrNode(value, base, unshapeable)
          : withFontRuns(value, base, unshapeable);
    }
    return out as T;
  }
  return node;
}

function textOrNode(value: unknown, base: PdfFont, unshapeable?: Unshapeable): unknown {
  if (typeof value !== 'string') return withFontRuns(value, base, unshapeable);
  const runs = fontRuns(value, base, unshapeable);
  return typeof runs === 'string' ? runs : { text: runs };
}
