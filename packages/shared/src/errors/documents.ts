import { DOCUMENT_MESSAGES as M } from '../schemas/documents';
import type { ReasonList } from './reason-list';

/** Receipts, invoices and the owner's PAN. */
export const DOCUMENT_REASONS = {
  'document.pan-owners-only': { code: 'permission-denied', message: M.panOwnersOnly },
  'document.invoice-not-found': { code: 'not-found', message: M.invoiceNotFound },
  'document.invoice-not-ready': { code: 'conflict', message: M.invoiceNotReady },
  'document.receipt-not-found': { code: 'not-found', message: M.receiptNotFound },
  'document.receipt-not-ready': { code: 'conflict', message: M.receiptNotReady },
} as const satisfies ReasonList<'document'>;
