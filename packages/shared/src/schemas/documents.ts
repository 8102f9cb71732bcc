import { z } from 'zod';

/** The languages Nivaas writes its PDFs in: English, Hindi (Devanagari), Telugu and Tamil. */
export const DOCUMENT_LANGUAGES = ['en', 'hi', 'te', 'ta'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
export const documentLanguageQuerySchema = z.object({
  lang: z.enum(DOCUMENT_LANGUAGES).default('en'),
});

/**
 * How rent or a service was paid, as receipts name it: the ways Nivaas records a payment
 * (PAYMENT_METHODS: UPI, cash, the gateway) and those an owner may have been paid outside it.
 */
export const RECEIPT_PAYMENT_METHODS = [
  'upi',
  'gateway',
  'bank-transfer',
  'cash',
  'cheque',
  'card',
] as const;
export type ReceiptPaymentMethod = (typeof RECEIPT_PAYMENT_METHODS)[number];

export const DOCUMENT_MESSAGES = {
  pan: 'Enter a PAN like ABCPE1234F: five letters, four digits and a letter',
  gstin: 'Enter a GSTIN like 27AAPFU0939F1ZV: 15 letters and digits, the last one its check',
  panOwnersOnly: 'Only owners can save a PAN',
  invoiceNotFound: 'Invoice not found',
  invoiceNotReady: 'The invoice is ready once the service is completed',
  receiptNotFound: 'Receipt not found',
  receiptNotReady: 'A receipt is ready once the month’s rent is paid and confirmed',
} as const;

/**
 * A PAN by its shape: five letters (the fourth tells the holder: P a person, C a company, H a
 * Hindu undivided family, F a firm, A an association, T a trust, B a body of individuals, L a
 * local authority, J an artificial juridical person, G a government), four digits, one letter.
 */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;
export const panSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(PAN_PATTERN, DOCUMENT_MESSAGES.pan));

/** ABCPE1234F → ******234F: enough to recognise one's own, not to copy it. */
export const maskPan = (pan: string): string => `${'*'.repeat(pan.length - 4)}${pan.slice(-4)}`;

/** A GSTIN by its shape: state code, the holder's PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's check character, as GSTN computes it: each of the first 14 characters' value (0–9,
 * A–Z as 10–35) times 1 or 2 in turn, each product's base-36 digits added, and the check the
 * character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN by its shape and its check character. */
export const isValidGstin = (value: string): boolean =>
  GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];

export const gstinSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().refine(isValidGstin, DOCUMENT_MESSAGES.gstin));

/** PUT /api/me/gstin: a GSTIN, or null to remove it. */
export const gstinInputSchema = z.object({ gstin: gstinSchema.nullable() });
/** GET and PUT /api/me/gstin: the provider's GSTIN as saved (it is printed on their invoices). */
export const savedGstinSchema = z.object({ gstin: z.string().nullable() });
export type SavedGstin = z.infer<typeof savedGstinSchema>;

export const panInputSchema = z.object({ pan: panSchema });
/** GET and PUT /api/me/pan: the caller's PAN, masked, or null. */
export const savedPanSchema = z.object({ pan: z.string().nullable() });
export type SavedPan = z.infer<typeof savedPanSchema>;

/**
 * GET /api/me/pan: the PAN as saved, and what an owner was paid in rent this financial year.
 * `asked` is true once that passes ₹1,00,000 and no PAN is saved: the owner is asked for it.
 */
export const panStatusSchema = savedPanSchema.extend({
  financialYear: z.number().int(),
  rentReceivedPaise: z.number().int(),
  asked: z.boolean(),
});
export type PanStatus = z.infer<typeof panStatusSchema>;

/** A yearly statement's query: the April–March year by the year it starts, and the language. */
export const rentStatementQuerySchema = documentLanguageQuerySchema.extend({
  year: z.coerce.number().int().min(2000).max(2100),
});

/**
 * A rent receipt's data: a plain input (the rent ledger makes it from a recorded payment).
 * Dates are YYYY-MM-DD; the amount is in paise.
 */
export interface RentReceiptInput {
  receiptNumber: string;
  tenantName: string;
  ownerName: string;
  propertyAddress: string;
  period: { from: string; to: string };
  amountPaise: number;
  method: ReceiptPaymentMethod;
  reference: string | null;
  paidOn: string;
  ownerPan: string | null;
}

/** The April–March year a date falls in, named by the year it starts: 2027-02-10 → 2026. */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= 4 ? year : year - 1;
}

/** Above this much rent in a financial year, a tenant's HRA claim needs the owner's PAN. */
export const PAN_NEEDED_ABOVE_PAISE = 1_00_000_00;

/** Whether an owner paid `rentReceivedPaise` in a year is asked for a PAN (none saved yet). */
export const panAsked = (rentReceivedPaise: number, hasPan: boolean): boolean =>
  !hasPan && rentReceivedPaise > PAN_NEEDED_ABOVE_PAISE;

/** The language a document is made in for a person reading the app in `language`. */
export const documentLanguageOf = (language: string): DocumentLanguage =>
  (DOCUMENT_LANGUAGES as readonly string[]).includes(language)
    ? (language as DocumentLanguage)
    : 'en';
