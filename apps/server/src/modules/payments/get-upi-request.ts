import QRCode from 'qrcode';
import type { UpiRequest } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findDue } from '../rent-ledger/index';
import { findUpiId } from './payments.repository';
import { duePayer } from './payments.policy';
import { upiIntentLink, upiNote } from './upi-link';

/** What the tenant needs to pay a due by UPI: the owner's intent link and its QR code. */
export async function getUpiRequest(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  dueId: string,
): Promise<UpiRequest> {
  const due = duePayer(caller, await findDue(deps.db, dueId));
  if (due.paidAt) throw new AppError('payment.already-paid');
  const payee = await findUpiId(deps.db, due.ownerId);
  if (!payee) throw new AppError('payment.no-upi-id');
  const link = upiIntentLink({
    vpa: payee.vpa,
    payeeName: payee.payeeName,
    amountPaise: due.amountPaise,
    note: upiNote(due),
  });
  const qrSvg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    dueId,
    vpa: payee.vpa,
    payeeName: payee.payeeName,
    amountPaise: due.amountPaise,
    link,
    qrSvg,
  };
}
