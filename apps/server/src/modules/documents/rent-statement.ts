import {
  financialYearOf,
  formatPaise,
  PAN_NEEDED_ABOVE_PAISE,
  paiseInWords,
  type DocumentLanguage,
  type RentReceiptInput,
} from '@nivaas/shared';
import { facts, grid, note, paragraph, title } from '../../lib/pdf/blocks';
import { renderPdf } from '../../lib/pdf/render-pdf';
import { documentDate, documentTexts } from './document-texts';

/** A tenancy's payments over one financial year (April–March), named by the year it starts. */
export interface RentStatementInput {
  financialYear: number;
  tenantName: string;
  ownerName: string;
  propertyAddress: string;
  ownerPan: string | null;
  payments: readonly Omit<
    RentReceiptInput,
    'tenantName' | 'ownerName' | 'propertyAddress' | 'ownerPan'
  >[];
}

/** The payments of the statement's year (by the day each was paid), oldest first. */
export function paymentsOfYear(statement: RentStatementInput) {
  return statement.payments
    .filter((payment) => financialYearOf(payment.paidOn) === statement.financialYear)
    .toSorted((a, b) => a.paidOn.localeCompare(b.paidOn));
}

/**
 * The yearly rent statement: every payment of the April–March year with its receipt number,
 * the total in figures and in words, and a note when the year's rent passes ₹1,00,000 (the
 * tenant's HRA claim then needs the owner's PAN).
 */
export function renderRentStatement(
  statement: RentStatementInput,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const t = documentTexts(language);
  const date = (value: string) => documentDate(value, language);
  const payments = paymentsOfYear(statement);
  const total = payments.reduce((sum, payment) => sum + payment.amountPaise, 0);
  return renderPdf(
    {
      content: [
        ...title(t.statement, t.statementYear(statement.financialYear)),
        facts([
          [t.receivedFrom, statement.tenantName],
          [t.receivedBy, statement.ownerName],
          [t.property, statement.propertyAddress],
          [t.ownerPan, statement.ownerPan ?? t.panMissing],
        ]),
        payments.length === 0
          ? paragraph(t.noPayments)
          : grid(
              [t.paidOn, t.period, t.receiptNo, t.method, t.amount],
              payments.map((p) => [
                date(p.paidOn),
                `${date(p.period.from)} – ${date(p.period.to)}`,
                p.receiptNumber,
                [t.methods[p.method] ?? p.method, p.reference].filter(Boolean).join(' · '),
                formatPaise(p.amountPaise),
              ]),
              {
                widths: [70, '*', 70, 90, 70],
                right: [4],
                footer: [t.total, '', '', '', formatPaise(total)],
              },
            ),
        facts([[t.amountWords, paiseInWords(total)]]),
        ...(total > PAN_NEEDED_ABOVE_PAISE ? [note(t.statementPanNote)] : []),
      ],
    },
    {
      title: `${t.statement} ${statement.financialYear}–${statement.financialYear + 1}`,
      createdAt: new Date(`${statement.financialYear + 1}-03-31T00:00:00Z`),
      language,
    },
  );
}
