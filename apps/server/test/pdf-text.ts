/**
 * The text a reader of a PDF sees, page by page, as pdf.js extracts it: what the document tests
 * check names, amounts and words against. Runs of spaces and line breaks read as one space.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
      .join('');
    // A line broken after a hyphen (sub-|registrar) reads as the one word it is.
    pages.push(
      text
        .replace(/\s+/g, ' ')
        .replace(/(\p{L})- (?=\p{L})/gu, '$1-')
        .trim(),
    );
  }
  await document.destroy();
  return pages;
}

/** All pages' text as one string. */
export const pdfText = async (bytes: Uint8Array): Promise<string> =>
  (await pdfPages(bytes)).join(' ');
