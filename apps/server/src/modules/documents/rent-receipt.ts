import {
  formatPaise,
  paiseInWords,
  type DocumentLanguage,
  type RentReceiptInput,
} from '@nivaas/shared';
import { facts, note, title } from '../../lib/pdf/blocks';
import { renderPdf } from '../../lib/pdf/render-pdf';
import { documentDate, documentTexts } from './document-texts';

/**
 * A rent receipt as a PDF, from a plain input (the rent ledger makes it from a recorded payment):
 * both parties, the address, the period, the amount in figures and in words, how it was paid
 * and the owner's PAN.
 */
export function renderRentReceipt(
  receipt: RentReceiptInput,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const t = documentTexts(language);
  const date = (value: string) => documentDate(value, language);
  return renderPdf(
    {
      content: [
        ...title(t.receipt, `${t.receiptNo}: ${receipt.receiptNumber}`),
        facts([
          [t.receivedFrom, receipt.tenantName],
          [t.receivedBy, receipt.ownerName],
          [t.property, receipt.propertyAddress],
          [t.period, `${date(receipt.period.from)} – ${date(receipt.period.to)}`],
          [t.amount, formatPaise(receipt.amountPaise)],
          [t.amountWords, paiseInWords(receipt.amountPaise)],
          [t.method, t.methods[receipt.method] ?? receipt.method],
          [t.reference, receipt.reference ?? ''],
          [t.paidOn, date(receipt.paidOn)],
          [t.ownerPan, receipt.ownerPan ?? t.panMissing],
        ]),
        note(t.receiptNote),
      ],
    },
    {
      title: `${t.receipt} ${receipt.receiptNumber}`,
      createdAt: new Date(`${receipt.paidOn}T00:00:00Z`),
      language,
    },
  );
}
