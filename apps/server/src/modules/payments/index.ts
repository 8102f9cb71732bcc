import type { Deps } from '../../plugins/events/deps';
import { subscribePaymentRealtime } from './payment-realtime';
import './payments.events';

/**
 * The payments module's face (decision 043): its routes, the UPI ID a person is paid at, the
 * lapse of unpaid online orders and its scheduler (decision 071), the use cases and the gateway
 * the demo seed pays through, and its subscribers (each step of a payment reaches both sides
 * live).
 */
export { paymentsRoutes } from './payments.routes';
export { getMyUpiId, saveMyUpiId } from './upi-ids';
export { upiIntentLink } from './upi-link';
export { claimUpiPayment } from './claim-upi-payment';
export { confirmPayment } from './confirm-payment';
export { recordCashPayment } from './record-cash-payment';
export { openGatewayOrder } from './open-gateway-order';
export { verifyGatewayPayment } from './verify-gateway-payment';
export { gatewayFrom, type DemoGateway, type PaymentGateway } from './gateway/index';
export { refundDeposit } from './refund-deposit';
export { gatewayOrderLapseScheduler } from './gateway-order-lapse-scheduler';
export { lapseGatewayOrders } from './lapse-gateway-orders';
export type { PaymentChangedEvent } from './payments.events';

export function subscribe(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  subscribePaymentRealtime(deps);
}
