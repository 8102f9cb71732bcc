import { z } from 'zod';

/**
 * Payments (decision 043): UPI straight to the payee with the payer's reference, cash recorded by
 * the payee, or a card/netbanking gateway (Razorpay) when it is configured. Amounts in paise.
 */
export const PAYMENT_MESSAGES = {
  dueNotFound: 'Due not found',
  notFound: 'Payment not found',
  payerOnly: 'Only the tenant of this stay can pay this due',
  payeeOnly: 'Only the person being paid can do this',
  alreadyPaid: 'This due is already paid',
  inProgress: 'A payment of this due is waiting for confirmation',
  noUpiId: 'The owner has not added a UPI ID yet',
  notClaimed: 'Only a payment waiting for confirmation can be confirmed or disputed',
  gatewayOff: 'Online payment is not available right now',
  badSignature: 'The webhook signature does not match',
  tooMuch: 'Deductions and refunds cannot exceed the deposit paid',
  noDeposit: 'The deposit of this stay has not been paid',
  upiIdShape: 'Enter a UPI ID like name@bank',
  customerOnly: 'Only the customer of this booking can pay it',
  providerNoUpiId: 'The provider has not added a UPI ID yet',
  nothingOwed: 'Nothing is owed on this booking',
  badCheckout: 'The payment could not be verified',
  orderClosed: 'This online payment is no longer open',
  notPaidOnline: 'The deposit was not paid online, so it cannot be refunded online',
  refundTooMuch: 'A refund cannot be more than what is left of the deposit paid',
  gatewayUnavailable:
    'The payment gateway did not take it. Try again in a while, or pay another way',
} as const;

export const PAYMENT_METHODS = ['upi', 'cash', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * claimed: the payer says they paid (UPI); created: a gateway order is open, or a gateway refund
 * waits for the gateway's word (decision 080); failed: the gateway said no.
 */
export const PAYMENT_STATES = ['created', 'claimed', 'confirmed', 'disputed', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_KINDS = ['payment', 'refund'] as const;

export const paymentSchema = z.object({
  id: z.string(),
  dueId: z.string().nullable(),
  bookingId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATES),
  amountPaise: z.number().int(),
  payerId: z.string(),
  payeeId: z.string(),
  reference: z.string().nullable(),
  disputeReason: z.string().nullable(),
  createdAt: z.string(),
  /** When the payee confirmed it, or the gateway captured it: the moment it was paid. */
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * A UPI virtual payment address: a handle of 2–256 letters, digits, dots, hyphens or
 * underscores, "@", and the bank's handle of letters (NPCI's shape, e.g. asha.rao@okaxis).
 */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const upiIdInputSchema = z.object({
  vpa: z
    .string()
    .trim()
    .regex(UPI_ID_PATTERN, PAYMENT_MESSAGES.upiIdShape)
    .transform((v) => v.toLowerCase()),
  payeeName: z.string().trim().min(2).max(60),
});
export const upiIdSchema = z.object({
  vpa: z.string(),
  payeeName: z.string(),
  updatedAt: z.string(),
});
export const myUpiIdSchema = z.object({ upiId: upiIdSchema.nullable() });

/** What the payer's phone or laptop needs to pay a due by UPI. */
export const upiRequestSchema = z.object({
  dueId: z.string(),
  vpa: z.string(),
  payeeName: z.string(),
  amountPaise: z.number().int(),
  /** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=… (NPCI's intent link). */
  link: z.string(),
  /** The same link as a QR code, an SVG image. */
  qrSvg: z.string(),
});
export type UpiRequest = z.infer<typeof upiRequestSchema>;

/** The UTR (12 digits) or the app's own transaction reference. */
export const upiClaimInputSchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,35}$/),
});

export const disputeInputSchema = z.object({ reason: z.string().trim().min(3).max(300) });

/** razorpay: Razorpay's checkout; demo: Nivaas's own dialog, which takes no money (decision 067). */
export const PAYMENT_GATEWAYS = ['razorpay', 'demo'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const gatewayOrderSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  paymentId: z.string(),
  orderId: z.string(),
  keyId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
});
export type GatewayOrder = z.infer<typeof gatewayOrderSchema>;

/** What the gateway's checkout hands the browser after a payment (Razorpay's names). */
const gatewayId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,64}$/);
export const gatewayCheckoutResultSchema = z.object({
  razorpay_payment_id: gatewayId,
  razorpay_order_id: gatewayId,
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i),
});
export type GatewayCheckoutResult = z.infer<typeof gatewayCheckoutResultSchema>;

/** The demo gateway's dialog: the person pays, or makes the payment fail. */
export const demoCheckoutInputSchema = z.object({ outcome: z.enum(['paid', 'failed']) });
export type DemoCheckoutInput = z.infer<typeof demoCheckoutInputSchema>;
export const demoCheckoutResultSchema = z.object({
  checkout: gatewayCheckoutResultSchema.nullable(),
});
export type DemoCheckoutResult = z.infer<typeof demoCheckoutResultSchema>;

/**
 * The deposit paid back at move-out (decisions 043, 080): in cash, by UPI with its reference, or
 * online through the gateway the deposit was paid through. Without an amount, all that is left.
 */
export const DEPOSIT_REFUND_METHODS = ['cash', 'upi', 'gateway'] as const;
export const depositRefundInputSchema = z.object({
  method: z.enum(DEPOSIT_REFUND_METHODS),
  reference: z.string().trim().max(35).optional(),
  amountPaise: z.number().int().positive().max(100_000_000_00).optional(),
});
export type DepositRefundInput = z.infer<typeof depositRefundInputSchema>;
