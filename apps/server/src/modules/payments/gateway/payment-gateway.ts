/**
 * A card / netbanking / UPI-collect gateway, behind one interface (decision 043). Razorpay is
 * the first adapter; another gateway is another file implementing this.
 */
export interface GatewayOrder {
  orderId: string;
  amountPaise: number;
}

/**
 * A refund the gateway finished (`processed`) or gave up (`failed`); `receipt` is the id of our
 * refund payment we asked it with, so a webhook that beats our own record of it still finds it.
 */
export interface GatewayRefund {
  refundId: string;
  gatewayPaymentId: string;
  amountPaise: number;
  receipt: string | null;
}

/** What a verified webhook says happened, in the gateway's neutral words. */
export type GatewayEvent =
  | { kind: 'captured'; orderId: string; gatewayPaymentId: string; amountPaise: number }
  | { kind: 'authorized'; orderId: string; gatewayPaymentId: string; amountPaise: number }
  | { kind: 'failed'; orderId: string; gatewayPaymentId: string }
  | ({ kind: 'refund-processed' } & GatewayRefund)
  | ({ kind: 'refund-failed' } & GatewayRefund)
  | { kind: 'other' };

export interface PaymentGateway {
  /** razorpay: Razorpay's checkout in the browser; demo: Nivaas's own dialog (decision 067). */
  readonly name: 'razorpay' | 'demo';
  /** The public key the browser's checkout opens the order with. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  capture(gatewayPaymentId: string, amountPaise: number): Promise<void>;
  /**
   * Asks the gateway to pay back part or all of a captured payment; `receipt` names our refund
   * payment, and comes back in the refund's webhooks. The refund is pending until they say.
   */
  refund(
    gatewayPaymentId: string,
    amountPaise: number,
    receipt: string,
  ): Promise<{ refundId: string }>;
  /**
   * True when the browser's checkout result was signed by the gateway: the hex HMAC-SHA256 of
   * `order_id|payment_id` keyed with the key secret (Razorpay's payment signature).
   */
  verifyCheckout(orderId: string, gatewayPaymentId: string, signature: string): boolean;
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
