import type { Config } from '../../../config';
import { demoGateway, type DemoGateway } from './demo-gateway';
import type { PaymentGateway } from './payment-gateway';
import { razorpayGateway } from './razorpay';

/**
 * The configured gateway, or null: online payment is off. Razorpay with its keys (decision
 * 043); otherwise the demo gateway where it is allowed (decision 067).
 */
export const gatewayFrom = (
  config: Pick<Config, 'razorpay' | 'demoGateway'>,
): PaymentGateway | DemoGateway | null =>
  config.razorpay
    ? razorpayGateway(config.razorpay)
    : config.demoGateway
      ? demoGateway(config.demoGateway)
      : null;

export type { PaymentGateway, GatewayEvent } from './payment-gateway';
export type { DemoGateway } from './demo-gateway';
