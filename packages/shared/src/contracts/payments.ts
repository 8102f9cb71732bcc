import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  demoCheckoutInputSchema,
  demoCheckoutResultSchema,
  depositRefundInputSchema,
  disputeInputSchema,
  gatewayCheckoutResultSchema,
  gatewayOrderSchema,
  myUpiIdSchema,
  paymentSchema,
  upiClaimInputSchema,
  upiIdInputSchema,
  upiIdSchema,
  upiRequestSchema,
} from '../schemas/payments';
import { defineEndpoint } from './endpoint';

const tags = ['payments'];
const due = z.object({ dueId: z.string().min(1).max(64) });
const payment = z.object({ paymentId: z.string().min(1).max(64) });
const stay = z.object({ bookingId: z.string().min(1).max(64) });
const serviceBooking = z.object({ id: z.string().min(1).max(64) });
const member = { access: 'member', tags } as const;
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Paying dues (decision 043): UPI straight to the payee, cash, or the gateway. */
export const paymentEndpoints = {
  myUpiId: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/me/upi-id',
    summary: 'The UPI ID the caller is paid at, if any',
    responses: { 200: myUpiIdSchema, 401: apiErrorSchema },
  }),
  saveUpiId: defineEndpoint({
    ...member,
    method: 'PUT',
    path: '/api/me/upi-id',
    summary: 'Save the UPI ID (VPA) and name the caller is paid at',
    body: upiIdInputSchema,
    responses: { 200: upiIdSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  upiRequest: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/payments/dues/:dueId/upi',
    summary: "The payee's UPI intent link and its QR code for a due (its payer)",
    params: due,
    responses: { 200: upiRequestSchema, 409: apiErrorSchema, 412: apiErrorSchema, ...errors },
  }),
  claimUpi: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/dues/:dueId/upi',
    summary: 'The payer says they paid by UPI, with the UTR; the payee confirms or disputes',
    params: due,
    body: upiClaimInputSchema,
    responses: { 201: paymentSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
  }),
  recordCash: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/dues/:dueId/cash',
    summary: 'The payee records a due paid in cash',
    params: due,
    responses: { 201: paymentSchema, 409: apiErrorSchema, ...errors },
  }),
  confirm: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/:paymentId/confirm',
    summary: 'The payee confirms the money arrived (again: no change)',
    params: payment,
    responses: { 200: paymentSchema, 409: apiErrorSchema, ...errors },
  }),
  dispute: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/:paymentId/dispute',
    summary: 'The payee says the money did not arrive, with a reason; the due is open again',
    params: payment,
    body: disputeInputSchema,
    responses: { 200: paymentSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
  }),
  gatewayOrder: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/dues/:dueId/gateway-order',
    summary: 'Open a gateway order for a due (when online payment is configured)',
    params: due,
    responses: { 201: gatewayOrderSchema, 409: apiErrorSchema, ...errors },
  }),
  serviceUpiRequest: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/payments/service-bookings/:id/upi',
    summary:
      "The provider's UPI intent link and its QR code for what a booking owes (its customer)",
    params: serviceBooking,
    responses: { 200: upiRequestSchema, 409: apiErrorSchema, 412: apiErrorSchema, ...errors },
  }),
  serviceClaimUpi: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/service-bookings/:id/upi',
    summary:
      'The customer says they paid a booking by UPI, with the UTR; the provider confirms or disputes',
    params: serviceBooking,
    body: upiClaimInputSchema,
    responses: { 201: paymentSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
  }),
  serviceCash: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/service-bookings/:id/cash',
    summary: 'The provider records a booking paid in cash',
    params: serviceBooking,
    responses: { 201: paymentSchema, 409: apiErrorSchema, ...errors },
  }),
  serviceGatewayOrder: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/service-bookings/:id/gateway-order',
    summary: 'Open a gateway order for what a booking owes (when online payment is configured)',
    params: serviceBooking,
    responses: { 201: gatewayOrderSchema, 409: apiErrorSchema, ...errors },
  }),
  gatewayVerify: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/:paymentId/gateway-verify',
    summary:
      "The payer's checkout result (Razorpay's signed payment id); a verified one records the payment, once with its webhook",
    params: payment,
    body: gatewayCheckoutResultSchema,
    responses: { 200: paymentSchema, 400: apiErrorSchema, ...errors },
  }),
  gatewayCancel: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/:paymentId/gateway-cancel',
    summary: 'The payer closed the checkout without paying: the open order lets the due go',
    params: payment,
    responses: { 200: paymentSchema, ...errors },
  }),
  demoCheckout: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/:paymentId/demo-checkout',
    summary:
      "The demo gateway's checkout (demo and development only): pay or fail an open order; its signed webhook follows",
    params: payment,
    body: demoCheckoutInputSchema,
    responses: {
      200: demoCheckoutResultSchema,
      400: apiErrorSchema,
      409: apiErrorSchema,
      ...errors,
    },
  }),
  refundDeposit: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/payments/stays/:bookingId/deposit-refund',
    summary:
      'At move-out the owner pays back the deposit less deductions: cash, UPI, or online through the gateway it was paid through (pending until the gateway confirms)',
    params: stay,
    body: depositRefundInputSchema,
    responses: {
      201: paymentSchema,
      400: apiErrorSchema,
      409: apiErrorSchema,
      503: apiErrorSchema,
      ...errors,
    },
  }),
  razorpayWebhook: defineEndpoint({
    access: 'public',
    tags,
    method: 'POST',
    path: '/api/payments/webhooks/razorpay',
    summary:
      "Razorpay's events, signed with the webhook secret (X-Razorpay-Signature); 503 when the gateway did not answer a capture (Razorpay delivers again)",
    responses: {
      200: z.object({ ok: z.literal(true) }),
      403: apiErrorSchema,
      404: apiErrorSchema,
      503: apiErrorSchema,
    },
  }),
};
