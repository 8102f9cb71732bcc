import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-text';
import { heading, paragraph } from './blocks';
import { renderPdf } from './render-pdf';

const meta = { title: 'Headings', createdAt: new Date('2026-11-29T00:00:00Z') };

/** Filler paragraphs that end page 1 just above its last line, then a heading and its text. */
async function documentWithHeadingAt(lines: number) {
  const filler = Array.from({ length: lines }, (_, i) => paragraph(`Line ${i + 1}`));
  return pdfPages(
    await renderPdf({ content: [...filler, heading('Stamp duty'), paragraph('Its text.')] }, meta),
  );
}

describe('a document heading', () => {
  it('never ends a page alone: it moves to the next page with its text', async () => {
    // Find the number of filler lines that would leave the heading last on page 1.
    for (let lines = 30; lines < 60; lines += 1) {
      const pages = await documentWithHeadingAt(lines);
      if (pages.length < 2) continue;
      const first = pages[0]!;
      expect(first.endsWith('Stamp duty'), `page 1 ends with the heading at ${lines} lines`).toBe(
        false,
      );
      if (pages[1]!.startsWith('Stamp duty Its text.')) return; // the case that matters
    }
    throw new Error('no filler length put the heading at the foot of page 1');
  });
});
