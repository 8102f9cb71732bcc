import type { Config } from '../../../config';
import type { PaymentGateway } from './payment-gateway';
import { razorpayGateway } from './razorpay';

/** The configured gateway, or null: online payment is off (RAZORPAY_* unset). */
export const gatewayFrom = (config: Pick<Config, 'razorpay'>): PaymentGateway | null =>
  config.razorpay ? razorpayGateway(config.razorpay) : null;

export type { PaymentGateway, GatewayEvent } from './payment-gateway';
