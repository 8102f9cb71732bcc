import { kolkataDate, type DocumentLanguage, type ReceiptPaymentMethod } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { renderCancellationReceipt } from './cancellation-receipt';
import { documentNumber } from './document-texts';
import { findInvoiceBooking } from './documents.repository';

/**
 * The receipt of a paid cancellation fee, for the booking's customer and provider only (anyone
 * else, admins included, hears there is none). Made on request, never stored: the same booking
 * gives the same receipt number each time. A fee not yet paid has no receipt yet.
 */
export async function getCancellationReceipt(
  deps: Pick<Deps, 'db'>,
  callerId: string,
  bookingId: string,
  language: DocumentLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const booking = await findInvoiceBooking(deps.db, bookingId);
  if (!booking || (booking.customerId !== callerId && booking.providerId !== callerId))
    throw new AppError('document.receipt-not-found');
  const fee = Number(booking.cancellationFeePaise ?? 0);
  if (booking.status !== 'cancelled' || fee <= 0 || !booking.paidAt || !booking.paidMethod)
    throw new AppError('document.receipt-not-ready');
  const receiptNumber = documentNumber('C', booking.id);
  const pdf = await renderCancellationReceipt(
    {
      receiptNumber,
      customerName: booking.customerName,
      providerName: booking.providerName,
      gstin: booking.gstin ?? null,
      service: booking.service,
      date: booking.date,
      timeSlot: booking.timeSlot,
      amountPaise: fee,
      method: booking.paidMethod as ReceiptPaymentMethod,
      reference: booking.paidReference ?? null,
      paidOn: kolkataDate(new Date(booking.paidAt)),
    },
    language,
  );
  return { fileName: `${receiptNumber}.pdf`, pdf };
}
