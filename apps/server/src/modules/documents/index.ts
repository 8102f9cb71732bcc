import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';

/**
 * The documents module's face: its routes (the owner's PAN, service invoices), the PDF
 * renderers of rent receipts and yearly statements for the rent ledger, and the owner's PAN
 * that receipts print.
 */
export { documentsRoutes } from './documents.routes';
export { renderRentReceipt } from './rent-receipt';
export { renderRentStatement, type RentStatementInput } from './rent-statement';
export { renderServiceInvoice, type ServiceInvoiceInput } from './service-invoice';
export { ownerPan, saveOwnPan } from './owner-pan';

/** A deleted account's PAN and GSTIN go with it. */
export function subscribe(deps: Pick<Deps, 'bus'>): void {
  onAccountErasing(deps);
}
