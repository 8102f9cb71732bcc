import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  fontForLanguage,
  PDF_FONTS,
  withFontRuns,
  type PdfFont,
  type Unshapeable,
} from './scripts';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof PdfMake;

/**
 * Noto Sans Devanagari, Telugu and Tamil from their npm packages (SIL Open Font Licence): each
 * covers its script, Latin and the rupee sign, so a document is written in its language's font
 * (`fontForLanguage`) and a run in another Indian script in that script's (`withFontRuns`).
 * pdfmake (through pdfkit and fontkit) shapes the conjuncts and vowel signs and embeds only the
 * glyphs a document uses.
 */
const fontFile = (pkg: string, family: string, weight: '400Regular' | '700Bold') =>
  require.resolve(`@expo-google-fonts/${pkg}/${weight}/${family}_${weight}.ttf`);
const FAMILIES = {
  [PDF_FONTS.devanagari]: ['noto-sans-devanagari', 'NotoSansDevanagari'],
  [PDF_FONTS.telugu]: ['noto-sans-telugu', 'NotoSansTelugu'],
  [PDF_FONTS.tamil]: ['noto-sans-tamil', 'NotoSansTamil'],
} as const;
const FONT_FILES = Object.fromEntries(
  Object.entries(FAMILIES).map(([name, [pkg, family]]) => [
    name,
    { normal: fontFile(pkg, family, '400Regular'), bold: fontFile(pkg, family, '700Bold') },
  ]),
) as Record<PdfFont, { normal: string; bold: string }>;
/** The font of English and Hindi documents. */
export const PDF_FONT = PDF_FONTS.devanagari;

interface FontkitFont {
  layout(text: string, features?: Record<string, boolean>): unknown;
}
const fontkit = require('fontkit') as { openSync(path: string): FontkitFont };

/** Words fontkit cannot shape in a font (see `Unshapeable`), tried once each in both weights. */
const shapingFails = new Map<string, boolean>();
const opened = new Map<string, FontkitFont>();
const unshapeable: Unshapeable = (font, word) => {
  if (font === PDF_FONTS.devanagari) return false;
  const key = `${font}\u0000${word}`;
  let fails = shapingFails.get(key);
  if (fails === undefined) {
    fails = [FONT_FILES[font].normal, FONT_FILES[font].bold].some((file) => {
      let face = opened.get(file);
      if (!face) opened.set(file, (face = fontkit.openSync(file)));
      try {
        face.layout(word);
        return false;
      } catch {
        return true;
      }
    });
    if (shapingFails.size < 10_000) shapingFails.set(key, fails);
  }
  return fails;
};

let configured = false;
function configure(): void {
  if (configured) return;
  const allowed = new Set(Object.values(FONT_FILES).flatMap((f) => [f.normal, f.bold]));
  // A document never fetches a URL nor reads a file other than our fonts, whatever text it
  // holds.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => allowed.has(path));
  pdfmake.setFonts(
    Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => [
        name,
        { normal: file.normal, bold: file.bold, italics: file.normal, bolditalics: file.bold },
      ]),
    ),
  );
  configured = true;
}

/** A fixed creation date keeps a document's bytes the same each time it is made from the same data. */
export interface PdfMeta {
  title: string;
  author?: string;
  createdAt: Date;
  /** The document's language (en, hi, te, ta): it picks the font. English when not given. */
  language?: string;
}

/** Renders a pdfmake document (A4, its language's font) to the bytes of a PDF. */
export async function renderPdf(
  document: Omit<TDocumentDefinitions, 'info'>,
  meta: PdfMeta,
): Promise<Buffer> {
  configure();
  const font = fontForLanguage(meta.language ?? 'en');
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    // A heading with nothing after it on its page starts the next page, beside its text.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    ...document,
    content: withFontRuns(document.content, font, unshapeable),
    defaultStyle: { font, fontSize: 10, lineHeight: 1.25, ...document.defaultStyle },
    info: {
      title: meta.title,
      author: meta.author ?? 'Nivaas',
      creator: 'Nivaas',
      producer: 'Nivaas',
      creationDate: meta.createdAt,
      modDate: meta.createdAt,
    },
  };
  return pdfmake.createPdf(definition).getBuffer();
}
