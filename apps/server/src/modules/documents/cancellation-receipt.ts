import {
  formatPaise,
  paiseInWords,
  type DocumentLanguage,
  type ReceiptPaymentMethod,
} from '@nivaas/shared';
import { facts, note, title } from '../../lib/pdf/blocks';
import { renderPdf } from '../../lib/pdf/render-pdf';
import { documentDate, documentTexts } from './document-texts';

export interface CancellationReceiptInput {
  receiptNumber: string;
  customerName: string;
  providerName: string;
  gstin: string | null;
  service: string;
  date: string;
  timeSlot: string;
  amountPaise: number;
  method: ReceiptPaymentMethod;
  reference: string | null;
  paidOn: string;
}

/**
 * The receipt of a late cancellation's fee (decision 067): who paid whom, for which booking,
 * the amount in figures and in words, and how and when it was paid.
 */
export function renderCancellationReceipt(
  receipt: CancellationReceiptInput,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const t = documentTexts(language);
  const date = (value: string) => documentDate(value, language);
  return renderPdf(
    {
      content: [
        ...title(t.feeReceipt, `${t.receiptNo}: ${receipt.receiptNumber}`),
        facts([
          [t.customer, receipt.customerName],
          [t.provider, receipt.providerName],
          ...(receipt.gstin ? [[t.gstin, receipt.gstin] as const] : []),
          [
            t.booking,
            `${receipt.service} · ${date(receipt.date)}, ${receipt.timeSlot.replace('-', '–')}`,
          ],
          [t.amount, formatPaise(receipt.amountPaise)],
          [t.amountWords, paiseInWords(receipt.amountPaise)],
          [t.method, t.methods[receipt.method] ?? receipt.method],
          [t.reference, receipt.reference ?? ''],
          [t.paidOn, date(receipt.paidOn)],
        ]),
        note(t.feeNote),
      ],
    },
    {
      title: `${t.feeReceipt} ${receipt.receiptNumber}`,
      createdAt: new Date(`${receipt.paidOn}T00:00:00Z`),
      language,
    },
  );
}
