import { describe, expect, it } from 'vitest';
import { fontForLanguage, fontRuns, PDF_FONTS } from './scripts';

describe('fonts by script', () => {
  it('writes each language in its font, and Latin and ₹ in whichever font the text is in', () => {
    expect(fontForLanguage('te')).toBe(PDF_FONTS.telugu);
    expect(fontForLanguage('ta')).toBe(PDF_FONTS.tamil);
    expect(fontForLanguage('hi')).toBe(PDF_FONTS.devanagari);
    expect(fontForLanguage('en')).toBe(PDF_FONTS.devanagari);
    expect(fontRuns('మొత్తం ₹22,000 (UPI)', PDF_FONTS.telugu)).toBe('మొత్తం ₹22,000 (UPI)');
  });

  it('puts a run in another Indian script in that script’s font, never cutting a word', () => {
    expect(fontRuns('అందుకున్నది रमेश अय्यर, Guntur', PDF_FONTS.telugu)).toEqual([
      'అందుకున్నది ',
      { text: 'रमेश अय्यर, Guntur', font: PDF_FONTS.devanagari },
    ]);
    expect(fontRuns('பிரியா / ప్రియ', PDF_FONTS.devanagari)).toEqual([
      { text: 'பிரியா / ', font: PDF_FONTS.tamil },
      { text: 'ప్రియ', font: PDF_FONTS.telugu },
    ]);
  });

  it('draws a word the shaper cannot position without that one feature', () => {
    const broken = (_font: string, word: string) => word === 'ప్రియ';
    expect(fontRuns('ప్రియ శర్మ', PDF_FONTS.telugu, broken)).toEqual([
      { text: 'ప్రియ', font: PDF_FONTS.telugu, fontFeatures: { abvm: false } },
      { text: ' ', font: PDF_FONTS.telugu },
      { text: 'శర్మ', font: PDF_FONTS.telugu },
    ]);
  });
});
