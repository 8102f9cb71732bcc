import { describe, expect, it } from 'vitest';
import type { RentReceiptInput } from '@nivaas/shared';
import { pdfPages, pdfText } from '../../../test/pdf-text';
import { renderRentReceipt } from './rent-receipt';
import { renderRentStatement } from './rent-statement';
import { renderServiceInvoice } from './service-invoice';

const receipt: RentReceiptInput = {
  receiptNumber: 'NIV-R-2026-0007',
  tenantName: 'Priya Sharma',
  ownerName: 'Ramesh Iyer',
  propertyAddress: 'Flat 302, Lakshmi Residency, Brodipet, Guntur 522002',
  period: { from: '2026-06-01', to: '2026-06-30' },
  amountPaise: 22_000_00,
  method: 'upi',
  reference: 'UPI 614233098812',
  paidOn: '2026-06-03',
  ownerPan: 'ABCPI1234F',
};

// Rendering loads the fonts once per worker; on a busy machine that can take seconds.
const SLOW = 60_000;

describe('rent receipt', () => {
  it(
    'reads the parties, the amount in figures and in words, the payment and the PAN',
    async () => {
      const pdf = await renderRentReceipt(receipt);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      for (const expected of [
        'Rent receipt',
        'NIV-R-2026-0007',
        'Priya Sharma',
        'Ramesh Iyer',
        'Brodipet, Guntur 522002',
        '1 June 2026 – 30 June 2026',
        '₹22,000',
        'Twenty-two thousand rupees only',
        'UPI 614233098812',
        '3 June 2026',
        'ABCPI1234F',
      ])
        expect(text).toContain(expected);
    },
    SLOW,
  );

  it(
    'is written in Hindi with the names and amounts unchanged',
    async () => {
      const text = await pdfText(await renderRentReceipt(receipt, 'hi'));
      // pdf.js gives Devanagari back in the order its glyphs are drawn: a vowel sign such as ि
      // comes before its consonant. Words without one read as written.
      expect(text).toContain('रसीद');
      expect(text).toContain('का पता');
      expect(text).toContain('भुगतान की तारीख');
      expect(text).toContain('Priya Sharma');
      expect(text).toContain('₹22,000');
      expect(text).toContain('Twenty-two thousand rupees only');
      expect(text).toContain('जून 2026');
      expect(text).not.toContain('Rent receipt');
    },
    SLOW,
  );

  it(
    'says when the owner has not given a PAN',
    async () => {
      const text = await pdfText(await renderRentReceipt({ ...receipt, ownerPan: null }));
      expect(text).toContain('Not given');
    },
    SLOW,
  );
});

describe('yearly rent statement', () => {
  const month = (paidOn: string, n: number) => ({
    receiptNumber: `R-${n}`,
    period: { from: paidOn, to: paidOn },
    amountPaise: 22_000_00,
    method: 'bank-transfer' as const,
    reference: null,
    paidOn,
  });

  it(
    'adds up April to March only, in words, and asks for the PAN above ₹1,00,000',
    async () => {
      const payments = [
        month('2026-03-05', 0), // the year before
        ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((m, i) =>
          month(`2026-${String(m).padStart(2, '0')}-05`, i + 1),
        ),
        month('2027-01-05', 10),
        month('2027-02-05', 11),
        month('2027-03-05', 12),
        month('2027-04-05', 13), // the year after
      ];
      const pages = await pdfPages(
        await renderRentStatement({
          financialYear: 2026,
          tenantName: 'Priya Sharma',
          ownerName: 'Ramesh Iyer',
          propertyAddress: 'Brodipet, Guntur',
          ownerPan: null,
          payments,
        }),
      );
      const text = pages.join(' ');
      expect(text).toContain('Financial year April 2026 – March 2027');
      expect(text).toContain('₹2,64,000'); // 12 × ₹22,000
      expect(text).toContain('Two lakh sixty-four thousand rupees only');
      expect(text).toContain('R-12');
      expect(text).not.toContain('R-0 ');
      expect(text).not.toContain('R-13');
      expect(text).toContain('the owner’s PAN is needed');
    },
    SLOW,
  );
});

describe('service invoice', () => {
  const invoice = {
    invoiceNumber: 'NIV-S-abc123',
    providerName: 'Suresh Electricals',
    gstin: '36ABCPS1234F1Z5',
    customerName: 'Priya Sharma',
    service: 'Fan and light repair',
    date: '2026-07-14',
    timeSlot: '10:00-11:00',
    lines: [
      { label: 'Service charge', amountPaise: 450_00 },
      { label: 'Parts', amountPaise: 1_250_50 },
    ],
    issuedOn: '2026-07-14',
  };

  it(
    'lists the provider, GSTIN, customer, slot, lines and the total in words',
    async () => {
      const text = await pdfText(await renderServiceInvoice(invoice));
      for (const expected of [
        'Service invoice',
        'Suresh Electricals',
        '36ABCPS1234F1Z5',
        'Priya Sharma',
        'Fan and light repair',
        '14 July 2026, 10:00–11:00',
        '₹450',
        '₹1,250.50',
        '₹1,700.50',
        'One thousand seven hundred rupees and fifty paise only',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('no GST is charged');
    },
    SLOW,
  );

  it(
    'says no GST is charged when the provider has no GSTIN',
    async () => {
      const text = await pdfText(await renderServiceInvoice({ ...invoice, gstin: null }));
      expect(text).toContain('no GST is charged');
      expect(text).not.toContain('36ABCPS1234F1Z5');
    },
    SLOW,
  );

  it(
    'says how it was paid once paid, and that it is not paid yet before',
    async () => {
      const unpaid = await pdfText(await renderServiceInvoice({ ...invoice, paid: null }));
      expect(unpaid).toContain('Not paid yet');
      const paid = await pdfText(
        await renderServiceInvoice({
          ...invoice,
          paid: { method: 'upi', reference: 'UTR444455556666', paidOn: '2026-07-14T20:00:00Z' },
        }),
      );
      for (const expected of ['Paid by', 'UPI', 'UTR444455556666', '15 July 2026'])
        expect(paid).toContain(expected);
      expect(paid).not.toContain('Not paid yet');
    },
    SLOW,
  );
});

describe('Telugu and Tamil documents', () => {
  /** The fonts a PDF embeds, by name (pdfkit prefixes each subset with six letters). */
  const embeddedFonts = (pdf: Buffer) =>
    [...new Set(pdf.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+[A-Za-z-]+/g))]
      .map((name) => name.replace(/^\/BaseFont \/[A-Z]{6}\+/, ''))
      .sort();

  it(
    'a Telugu receipt is written in Noto Sans Telugu, with Latin, the rupee sign and a Hindi name beside it',
    async () => {
      const pdf = await renderRentReceipt(
        { ...receipt, tenantName: 'ప్రియ శర్మ', ownerName: 'रमेश अय्यर' },
        'te',
      );
      const text = await pdfText(pdf);
      // pdf.js reads shaped Telugu back in drawing order; these words read as written.
      for (const expected of [
        'రసీదు సంఖ్య: NIV-R-2026-0007',
        'అందుకున్నవారు (యజమాని)',
        'रमेश अय्यर',
        'Flat 302, Lakshmi Residency',
        '₹22,000',
        'Twenty-two thousand rupees only',
        '3 జూన్, 2026',
        'ABCPI1234F',
      ])
        expect(text).toContain(expected);
      // The Hindi name is the one run in Devanagari (regular weight only).
      expect(embeddedFonts(pdf)).toEqual([
        'NotoSansDevanagari-Regular',
        'NotoSansTelugu-Bold',
        'NotoSansTelugu-Regular',
      ]);
    },
    SLOW,
  );

  it(
    'a Tamil receipt is written in Noto Sans Tamil',
    async () => {
      const pdf = await renderRentReceipt({ ...receipt, tenantName: 'பிரியா சர்மா' }, 'ta');
      const text = await pdfText(pdf);
      for (const expected of [
        'ரசீது எண்: NIV-R-2026-0007',
        'பிரியா சர்மா',
        'முகவரி',
        '₹22,000',
        'Twenty-two thousand rupees only',
        '3 ஜூன், 2026',
      ])
        expect(text).toContain(expected);
      expect(embeddedFonts(pdf)).toEqual(['NotoSansTamil-Bold', 'NotoSansTamil-Regular']);
    },
    SLOW,
  );
});
