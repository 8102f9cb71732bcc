import {
  formatPaise,
  kolkataDate,
  paiseInWords,
  type DocumentLanguage,
  type ReceiptPaymentMethod,
} from '@nivaas/shared';
import { facts, grid, note, title } from '../../lib/pdf/blocks';
import { renderPdf } from '../../lib/pdf/render-pdf';
import { documentDate, documentTexts } from './document-texts';

export interface ServiceInvoiceInput {
  invoiceNumber: string;
  providerName: string;
  gstin: string | null;
  customerName: string;
  service: string;
  /** YYYY-MM-DD and HH:MM-HH:MM. */
  date: string;
  timeSlot: string;
  lines: readonly { label: string; amountPaise: number }[];
  issuedOn: string;
  /** How it was paid (decision 062); null while unpaid, which the invoice says. */
  paid?: { method: ReceiptPaymentMethod; reference: string | null; paidOn: string } | null;
}

/** A service invoice: provider (with a GSTIN when they have one), customer, the job and its price lines. */
export function renderServiceInvoice(
  invoice: ServiceInvoiceInput,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const t = documentTexts(language);
  const total = invoice.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return renderPdf(
    {
      content: [
        ...title(t.invoice, `${t.invoiceNo}: ${invoice.invoiceNumber}`),
        facts([
          [t.provider, invoice.providerName],
          ...(invoice.gstin ? [[t.gstin, invoice.gstin] as const] : []),
          [t.customer, invoice.customerName],
          [t.service, invoice.service],
          [
            t.dateAndSlot,
            `${documentDate(invoice.date, language)}, ${invoice.timeSlot.replace('-', '–')}`,
          ],
        ]),
        grid(
          [t.item, t.amount],
          invoice.lines.map((line) => [line.label, formatPaise(line.amountPaise)]),
          { widths: ['*', 100], right: [1], footer: [t.total, formatPaise(total)] },
        ),
        facts([
          [t.amountWords, paiseInWords(total)],
          ...(invoice.paid
            ? ([
                [t.method, t.methods[invoice.paid.method] ?? invoice.paid.method],
                ...(invoice.paid.reference ? [[t.reference, invoice.paid.reference] as const] : []),
                [t.paidOn, documentDate(kolkataDate(new Date(invoice.paid.paidOn)), language)],
              ] as const)
            : ([[t.payment, t.unpaid]] as const)),
        ]),
        note(invoice.gstin ? t.invoiceNote : `${t.invoiceNote} ${t.noGstNote}`),
      ],
    },
    {
      title: `${t.invoice} ${invoice.invoiceNumber}`,
      author: invoice.providerName,
      createdAt: new Date(`${invoice.issuedOn.slice(0, 10)}T00:00:00Z`),
      language,
    },
  );
}
