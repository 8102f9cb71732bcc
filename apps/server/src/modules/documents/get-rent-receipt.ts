import type { DocumentLanguage } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { findDue } from '../rent-ledger/index';
import { paidRents, partyStay, receiptOf } from './rent-papers';
import { renderRentReceipt } from './rent-receipt';

/**
 * The rent receipt of one paid month, for the stay's tenant and owner only. A month not yet
 * paid and confirmed (or the deposit) has no receipt yet.
 */
export async function getRentReceipt(
  deps: Pick<Deps, 'db'>,
  callerId: string,
  dueId: string,
  language: DocumentLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const due = await findDue(deps.db, dueId);
  if (!due) throw new AppError('document.receipt-not-found');
  const stay = await partyStay(deps.db, callerId, due.bookingId);
  const paid = (await paidRents(deps.db, stay.id)).find((rent) => rent.id === due.id);
  if (!paid) throw new AppError('document.receipt-not-ready');
  const receipt = receiptOf(stay, paid);
  const pdf = await renderRentReceipt(receipt, language);
  return { fileName: `${receipt.receiptNumber}.pdf`, pdf };
}
