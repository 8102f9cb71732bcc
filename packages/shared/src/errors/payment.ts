import { PAYMENT_MESSAGES as M } from '../schemas/payments';
import type { ReasonList } from './reason-list';

/** Payments of dues: UPI, cash and the gateway (decision 043). */
export const PAYMENT_REASONS = {
  'payment.due-not-found': { code: 'not-found', message: M.dueNotFound },
  'payment.not-found': { code: 'not-found', message: M.notFound },
  'payment.payer-only': { code: 'permission-denied', message: M.payerOnly },
  'payment.payee-only': { code: 'permission-denied', message: M.payeeOnly },
  'payment.already-paid': { code: 'conflict', message: M.alreadyPaid },
  'payment.in-progress': { code: 'conflict', message: M.inProgress },
  'payment.no-upi-id': { code: 'failed-precondition', message: M.noUpiId },
  'payment.not-claimed': { code: 'conflict', message: M.notClaimed },
  // Not offered here (no gateway settings): as if the route were not there, not a server fault.
  'payment.gateway-off': { code: 'not-found', message: M.gatewayOff },
  'payment.bad-signature': { code: 'permission-denied', message: M.badSignature },
  'payment.too-much': { code: 'invalid-argument', message: M.tooMuch },
  'payment.no-deposit': { code: 'conflict', message: M.noDeposit },
  'payment.customer-only': { code: 'permission-denied', message: M.customerOnly },
  'payment.provider-no-upi-id': { code: 'failed-precondition', message: M.providerNoUpiId },
  'payment.nothing-owed': { code: 'conflict', message: M.nothingOwed },
  'payment.bad-checkout': { code: 'permission-denied', message: M.badCheckout },
  'payment.order-closed': { code: 'conflict', message: M.orderClosed },
  'payment.not-paid-online': { code: 'conflict', message: M.notPaidOnline },
  'payment.refund-too-much': { code: 'invalid-argument', message: M.refundTooMuch },
  // The gateway failed to answer (a refund, a capture): worth trying again, as Razorpay does.
  'payment.gateway-unavailable': { code: 'unavailable', message: M.gatewayUnavailable },
} as const satisfies ReasonList<'payment'>;
