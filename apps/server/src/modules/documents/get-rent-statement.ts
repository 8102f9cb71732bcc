import type { DocumentLanguage } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { addressOf, paidRents, partyStay, receiptOf } from './rent-papers';
import { renderRentStatement } from './rent-statement';

/**
 * A stay's rent statement for one April–March year (named by the year it starts): every month
 * paid in it, with its receipt number, and the total. For the stay's tenant and owner only.
 */
export async function getRentStatement(
  deps: Pick<Deps, 'db'>,
  callerId: string,
  bookingId: string,
  financialYear: number,
  language: DocumentLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const stay = await partyStay(deps.db, callerId, bookingId);
  const payments = (await paidRents(deps.db, stay.id)).map((due) => receiptOf(stay, due));
  const pdf = await renderRentStatement(
    {
      financialYear,
      tenantName: stay.tenantName,
      ownerName: stay.ownerName,
      propertyAddress: addressOf(stay),
      ownerPan: stay.ownerPan ?? null,
      payments,
    },
    language,
  );
  const years = `${financialYear}-${String(financialYear + 1).slice(2)}`;
  return { fileName: `rent-statement-${stay.id.slice(0, 8)}-${years}.pdf`, pdf };
}
