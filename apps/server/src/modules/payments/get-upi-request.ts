import QRCode from 'qrcode';
import type { UpiRequest } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findPayable, refOf, type PayableRef } from './payables';
import { findUpiId } from './payments.repository';
import { payer } from './payments.policy';
import { upiIntentLink } from './upi-link';

/**
 * What the payer needs to pay by UPI: the payee's intent link and its QR code. `dueId` is the
 * rent due's id, or the service booking's.
 */
export async function getUpiRequest(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  target: PayableRef | string,
): Promise<UpiRequest> {
  const ref = refOf(target);
  const payable = payer(caller, await findPayable(deps.db, ref));
  if (payable.paidAt) throw new AppError('payment.already-paid');
  if (payable.amountPaise <= 0) throw new AppError('payment.nothing-owed');
  const upi = await findUpiId(deps.db, payable.payeeId);
  if (!upi)
    throw new AppError(ref.type === 'rent' ? 'payment.no-upi-id' : 'payment.provider-no-upi-id');
  const link = upiIntentLink({
    vpa: upi.vpa,
    payeeName: upi.payeeName,
    amountPaise: payable.amountPaise,
    note: payable.note,
  });
  const qrSvg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    dueId: ref.id,
    vpa: upi.vpa,
    payeeName: upi.payeeName,
    amountPaise: payable.amountPaise,
    link,
    qrSvg,
  };
}
