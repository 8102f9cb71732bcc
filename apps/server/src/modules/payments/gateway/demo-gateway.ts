import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config';
import type { PaymentGateway } from './payment-gateway';
import { razorpaySignature, readRazorpayWebhook, signedWith } from './razorpay';

type DemoConfig = NonNullable<Config['demoGateway']>;

/** A signed webhook the demo gateway sends to our own route, as Razorpay's servers would. */
export interface DemoWebhook {
  body: string;
  headers: Record<string, string>;
}

/** What the demo gateway's "checkout" produced: the webhook it sends, and the browser's result. */
export interface DemoOutcome {
  webhook: DemoWebhook;
  checkout: {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  } | null;
}

export interface DemoGateway extends PaymentGateway {
  readonly name: 'demo';
  /**
   * Plays the gateway's part once the person chose in the demo dialog: a Razorpay-shaped,
   * signed `payment.captured` (or `payment.failed`) webhook, and for a payment the signed
   * checkout result the browser posts, exactly as Razorpay's checkout hands it over.
   */
  settle(orderId: string, amountPaise: number, outcome: 'paid' | 'failed'): DemoOutcome;
  /**
   * The demo gateway's word on a refund it was asked for (decision 080): a Razorpay-shaped,
   * signed `refund.processed`. It takes no money, so every refund goes through.
   */
  refundProcessed(refund: {
    refundId: string;
    gatewayPaymentId: string;
    amountPaise: number;
    receipt: string;
  }): DemoWebhook;
}

const id = (prefix: string) => `${prefix}_demo${randomBytes(7).toString('hex')}`;

/**
 * A gateway that takes no money (decision 067): orders are made here, and its webhooks and
 * checkout results are Razorpay's, signed with secrets derived from the server's own, so they
 * go through the same routes and code as Razorpay's. Never on in production (config.ts).
 */
export function demoGateway(config: DemoConfig): DemoGateway {
  const signed = (body: string): DemoWebhook => ({
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': razorpaySignature(config.webhookSecret, body),
      'x-razorpay-event-id': id('evt'),
    },
  });
  return {
    name: 'demo',
    keyId: config.keyId,
    async createOrder({ amountPaise }) {
      return { orderId: id('order'), amountPaise };
    },
    async capture() {},
    async refund() {
      return { refundId: id('rfnd') };
    },
    verifyCheckout: (orderId, gatewayPaymentId, signature) =>
      signedWith(config.keySecret, `${orderId}|${gatewayPaymentId}`, signature),
    verifyWebhook: (rawBody, signature) => signedWith(config.webhookSecret, rawBody, signature),
    readWebhook: readRazorpayWebhook,
    settle(orderId, amountPaise, outcome) {
      const paymentId = id('pay');
      const event = outcome === 'paid' ? 'payment.captured' : 'payment.failed';
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount: amountPaise,
              currency: 'INR',
              status: outcome === 'paid' ? 'captured' : 'failed',
              order_id: orderId,
              method: 'demo',
            },
          },
        },
      });
      return {
        webhook: signed(body),
        checkout:
          outcome === 'paid'
            ? {
                razorpay_payment_id: paymentId,
                razorpay_order_id: orderId,
                razorpay_signature: razorpaySignature(config.keySecret, `${orderId}|${paymentId}`),
              }
            : null,
      };
    },
    refundProcessed({ refundId, gatewayPaymentId, amountPaise, receipt }) {
      return signed(
        JSON.stringify({
          entity: 'event',
          event: 'refund.processed',
          contains: ['refund', 'payment'],
          payload: {
            refund: {
              entity: {
                id: refundId,
                entity: 'refund',
                amount: amountPaise,
                currency: 'INR',
                payment_id: gatewayPaymentId,
                receipt,
                status: 'processed',
              },
            },
          },
        }),
      );
    },
  };
}
