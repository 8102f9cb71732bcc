import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../../config';
import type { GatewayEvent, PaymentGateway } from './payment-gateway';

type RazorpayConfig = NonNullable<Config['razorpay']>;

interface RazorpayPaymentEntity {
  id: string;
  order_id?: string | null;
  amount: number;
}

interface RazorpayWebhook {
  event: string;
  payload?: {
    payment?: { entity: RazorpayPaymentEntity };
    refund?: {
      entity: { id: string; payment_id: string; amount: number; receipt?: string | null };
    };
  };
}

/**
 * Razorpay's Orders API (amounts in paise, basic auth with the key id and secret) and its
 * webhooks: `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw body keyed with the webhook
 * secret; `X-Razorpay-Event-Id` names the event, the same on every redelivery.
 */
export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  async function call<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Razorpay ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }
  return {
    name: 'razorpay' as const,
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call<{ id: string; amount: number }>('/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return { orderId: order.id, amountPaise: order.amount };
    },
    async capture(gatewayPaymentId, amountPaise) {
      await call(`/payments/${encodeURIComponent(gatewayPaymentId)}/capture`, {
        amount: amountPaise,
        currency: 'INR',
      });
    },
    async refund(gatewayPaymentId, amountPaise, receipt) {
      const refund = await call<{ id: string }>(
        `/payments/${encodeURIComponent(gatewayPaymentId)}/refund`,
        { amount: amountPaise, receipt, notes: { refundPaymentId: receipt } },
      );
      return { refundId: refund.id };
    },
    verifyCheckout: (orderId, gatewayPaymentId, signature) =>
      signedWith(config.keySecret, `${orderId}|${gatewayPaymentId}`, signature),
    verifyWebhook: (rawBody, signature) => signedWith(config.webhookSecret, rawBody, signature),
    readWebhook: readRazorpayWebhook,
  };
}

/** The hex HMAC-SHA256 of `data` keyed with `secret`, as Razorpay signs. */
export const razorpaySignature = (secret: string, data: string | Buffer): string =>
  createHmac('sha256', secret).update(data).digest('hex');

/** True when `signature` is `data`'s signature with `secret`, compared in constant time. */
export function signedWith(
  secret: string,
  data: string | Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(data).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A Razorpay-shaped webhook's event id (the header, or the body's hash) and what it says. */
export function readRazorpayWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
) {
  const body = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhook;
  const header = headers['x-razorpay-event-id'];
  const eventId =
    (Array.isArray(header) ? header[0] : header) ??
    `body:${createHash('sha256').update(rawBody).digest('hex')}`;
  return { eventId, name: body.event, event: eventOf(body) };
}

function eventOf(body: RazorpayWebhook): GatewayEvent {
  const payment = body.payload?.payment?.entity;
  switch (body.event) {
    case 'payment.captured':
    case 'order.paid':
      return payment?.order_id
        ? {
            kind: 'captured',
            orderId: payment.order_id,
            gatewayPaymentId: payment.id,
            amountPaise: payment.amount,
          }
        : { kind: 'other' };
    case 'payment.authorized':
      return payment?.order_id
        ? {
            kind: 'authorized',
            orderId: payment.order_id,
            gatewayPaymentId: payment.id,
            amountPaise: payment.amount,
          }
        : { kind: 'other' };
    case 'payment.failed':
      return payment?.order_id
        ? { kind: 'failed', orderId: payment.order_id, gatewayPaymentId: payment.id }
        : { kind: 'other' };
    case 'refund.processed':
    case 'refund.failed': {
      const refund = body.payload?.refund?.entity;
      if (!refund) return { kind: 'other' };
      const facts = {
        refundId: refund.id,
        gatewayPaymentId: refund.payment_id,
        amountPaise: refund.amount,
        receipt: refund.receipt ?? null,
      };
      return body.event === 'refund.processed'
        ? { kind: 'refund-processed', ...facts }
        : { kind: 'refund-failed', ...facts };
    }
    default:
      return { kind: 'other' };
  }
}
