import type { GatewayCheckoutResult, Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import type { PaymentGateway } from './gateway/index';
import { recordGatewayCapture } from './gateway-capture';
import { findPayment } from './payments.repository';
import { paymentPayer } from './payments.policy';
import { toPayment } from './present-payment';

/**
 * The browser's checkout says the payer paid (decision 067): its signature, the HMAC-SHA256
 * of the order id we stored and the gateway's payment id keyed with the key secret, proves the
 * gateway said so. The payment is then recorded as the webhook records it, once: whichever of
 * the two arrives second changes nothing.
 */
export async function verifyGatewayPayment(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>,
  gateway: PaymentGateway | null,
  caller: RequestAuth,
  paymentId: string,
  result: GatewayCheckoutResult,
): Promise<Payment> {
  if (!gateway) throw new AppError('payment.gateway-off');
  const payment = paymentPayer(caller, await findPayment(deps.db, paymentId));
  if (
    payment.method !== 'gateway' ||
    !payment.gatewayOrderId ||
    payment.gatewayOrderId !== result.razorpay_order_id ||
    !gateway.verifyCheckout(
      payment.gatewayOrderId,
      result.razorpay_payment_id,
      result.razorpay_signature,
    )
  )
    throw new AppError('payment.bad-checkout');
  const now = deps.clock.now().toISOString();
  await inTransaction(deps, (trx, emit) =>
    recordGatewayCapture(trx, emit, deps.log, payment, result.razorpay_payment_id, now),
  );
  const stored = await findPayment(deps.db, paymentId);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
