import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof PdfMake;

/**
 * Noto Sans Devanagari from its npm package: it covers Devanagari, Latin and the rupee sign, so
 * one font writes English and Hindi documents alike. pdfmake (through pdfkit and fontkit) shapes
 * the Devanagari conjuncts and embeds only the glyphs a document uses.
 */
const FONT_FILES = {
  normal:
    require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};
export const PDF_FONT = 'NotoSansDevanagari';

let configured = false;
function configure(): void {
  if (configured) return;
  const allowed = new Set(Object.values(FONT_FILES));
  // A document never fetches a URL nor reads a file other than our two fonts, whatever text it
  // holds.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => allowed.has(path));
  pdfmake.setFonts({
    [PDF_FONT]: {
      normal: FONT_FILES.normal,
      bold: FONT_FILES.bold,
      italics: FONT_FILES.normal,
      bolditalics: FONT_FILES.bold,
    },
  });
  configured = true;
}

/** A fixed creation date keeps a document's bytes the same each time it is made from the same data. */
export interface PdfMeta {
  title: string;
  author?: string;
  createdAt: Date;
}

/** Renders a pdfmake document (A4, our font) to the bytes of a PDF. */
export async function renderPdf(
  document: Omit<TDocumentDefinitions, 'info'>,
  meta: PdfMeta,
): Promise<Buffer> {
  configure();
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    ...document,
    defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.25, ...document.defaultStyle },
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
