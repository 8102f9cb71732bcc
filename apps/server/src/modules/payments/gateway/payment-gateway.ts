/**
 * A card / netbanking / UPI-collect gateway, behind one interface (decision 043). Razorpay is
 * the first adapter; another gateway is another file implementing this.
 */
export interface GatewayOrder {
  orderId: string;
  amountPaise: number;
}

/** What a verified webhook says happened, in the gateway's neutral words. */
export type GatewayEvent =
  | { kind: 'captured'; orderId: string; gatewayPaymentId: string; amountPaise: number }
  | { kind: 'authorized'; orderId: string; gatewayPaymentId: string; amountPaise: number }
  | { kind: 'failed'; orderId: string; gatewayPaymentId: string }
  | { kind: 'refunded'; gatewayPaymentId: string; amountPaise: number }
  | { kind: 'other' };

export interface PaymentGateway {
  readonly name: string;
  /** The public key the browser's checkout opens the order with. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  capture(gatewayPaymentId: string, amountPaise: number): Promise<void>;
  refund(gatewayPaymentId: string, amountPaise: number): Promise<{ refundId: string }>;
  /** True when the raw body was signed with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** The event's id (for handling it once) and what it says. */
  readWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): {
    eventId: string;
    name: string;
    event: GatewayEvent;
  };
}
