/**
 * The one rule for free text a person writes (names, bio, a listing's title, description and
 * address, comments, chat messages, application answers, roommate profiles…). Text is stored
 * and shown as plain text, so markup stays as typed; only what no screen should show goes:
 *
 * - C0 and C1 control characters (NUL cannot even be stored by PostgreSQL); where text may have
 *   several lines, line breaks (any of \r\n, \r, U+2028, U+2029 become \n) and tabs stay, and on
 *   one line they become a space;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can
 *   make `\u202efdp.exe` read as "exe.pdf" or reorder a price.
 *
 * Zero-width joiners and the like stay (Hindi and other Indian scripts need them), but text made
 * of nothing else is refused: it would look blank.
 */

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
/**
 * Nothing visible: white space, format characters (zero-width space and joiners, marks, word
 * joiner, byte order mark, soft hyphen, tags), the combining grapheme joiner, variation
 * selectors, Hangul fillers and the blank Braille pattern.
 */
const INVISIBLE_ONLY =
  /^(?:[\s\p{Cf}\u115f\u1160\u2800\u3164\uffa0]|\p{Variation_Selector}|\u034f|\u17b4|\u17b5)+$/u;

export interface CleanTextOptions {
  /** Keep line breaks and tabs (a bio, a description, a message); otherwise they become spaces. */
  multiline?: boolean;
}

/** The text to store: controls and bidirectional overrides removed, trimmed. */
export function cleanText(value: string, options: CleanTextOptions = {}): string {
  let text = value.replace(LINE_BREAKS, '\n').replace(BIDI_CONTROLS, '');
  if (!options.multiline) text = text.replace(/[\t\n]/g, ' ');
  return text.replace(CONTROLS, '').trim();
}

/** True for text that has characters but none a person can see (only zero-width ones, say). */
export const isInvisibleText = (value: string): boolean => INVISIBLE_ONLY.test(value);

/**
 * A file name to show and to offer when saving: one line of clean text, without slashes, at most
 * 120 characters, or `fallback` when nothing is left.
 */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const cleaned = cleanText(name ?? '')
    .replace(/[/\\]/g, '')
    .trim()
    .slice(0, 120)
    .trim();
  return cleaned && !isInvisibleText(cleaned) ? cleaned : fallback;
}

/** The field message for text with nothing visible in it. */
export const TEXT_MESSAGES = {
  invisible: 'Write something that can be read: this text has only invisible characters',
} as const;
