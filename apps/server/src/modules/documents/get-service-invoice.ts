import type { DocumentLanguage, ReceiptPaymentMethod } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { documentNumber, documentTexts } from './document-texts';
import { findInvoiceBooking } from './documents.repository';
import { renderServiceInvoice } from './service-invoice';

/**
 * The invoice of a completed service booking, for its customer and its provider only: anyone
 * else, admins included, is told there is no such invoice. A booking not yet completed has none.
 */
export async function getServiceInvoice(
  deps: Pick<Deps, 'db'>,
  callerId: string,
  bookingId: string,
  language: DocumentLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const booking = await findInvoiceBooking(deps.db, bookingId);
  if (!booking || (booking.customerId !== callerId && booking.providerId !== callerId))
    throw new AppError('document.invoice-not-found');
  if (booking.status !== 'completed') throw new AppError('document.invoice-not-ready');
  const invoiceNumber = documentNumber('S', booking.id);
  const pdf = await renderServiceInvoice(
    {
      invoiceNumber,
      providerName: booking.providerName,
      gstin: booking.gstin ?? null,
      customerName: booking.customerName,
      service: booking.service,
      date: booking.date,
      timeSlot: booking.timeSlot,
      lines: [
        {
          label: documentTexts(language).serviceCharge,
          // The upfront total the booking stored (serviceBookingTotalPaise); before totals were
          // stored it was the price, and migration 040 wrote that in paise.
          amountPaise: Number(booking.totalPaise),
        },
      ],
      issuedOn: booking.updatedAt,
      paid:
        booking.paidAt && booking.paidMethod
          ? {
              method: booking.paidMethod as ReceiptPaymentMethod,
              reference: booking.paidReference ?? null,
              paidOn: booking.paidAt,
            }
          : null,
    },
    language,
  );
  return { fileName: `${invoiceNumber}.pdf`, pdf };
}
