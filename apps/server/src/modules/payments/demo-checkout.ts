import type { DemoCheckoutInput, DemoCheckoutResult } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import type { DemoGateway, PaymentGateway } from './gateway/index';
import { findPayment } from './payments.repository';
import { paymentPayer } from './payments.policy';

/** Delivers a signed webhook to our own webhook route, as the gateway's servers would. */
export type DeliverWebhook = (webhook: {
  body: string;
  headers: Record<string, string>;
}) => Promise<void>;

/**
 * The demo gateway's checkout (decision 067): the payer chose "Pay" or "Fail" in Nivaas's demo
 * dialog. The demo gateway sends its signed webhook to the same route Razorpay's reach, and
 * for a payment answers the signed result the browser then posts, as Razorpay's checkout does.
 * Only with the demo gateway on; only the payer, only an order still open.
 */
export async function demoCheckout(
  deps: Pick<Deps, 'db'>,
  gateway: PaymentGateway | DemoGateway | null,
  deliver: DeliverWebhook,
  caller: RequestAuth,
  paymentId: string,
  input: DemoCheckoutInput,
): Promise<DemoCheckoutResult> {
  if (!gateway || gateway.name !== 'demo' || !('settle' in gateway))
    throw new AppError('payment.gateway-off');
  const payment = paymentPayer(caller, await findPayment(deps.db, paymentId));
  if (payment.method !== 'gateway' || !payment.gatewayOrderId)
    throw new AppError('payment.not-found');
  if (payment.status !== 'created') throw new AppError('payment.order-closed');
  const outcome = gateway.settle(
    payment.gatewayOrderId,
    Number(payment.amountPaise),
    input.outcome,
  );
  await deliver(outcome.webhook);
  return { checkout: outcome.checkout };
}
