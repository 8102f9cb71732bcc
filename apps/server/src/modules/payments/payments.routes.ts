import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { claimUpiPayment } from './claim-upi-payment';
import { cancelGatewayOrder } from './cancel-gateway-order';
import { confirmPayment } from './confirm-payment';
import { demoCheckout } from './demo-checkout';
import { disputePayment } from './dispute-payment';
import { gatewayFrom } from './gateway/index';
import { getUpiRequest } from './get-upi-request';
import { handleGatewayWebhook } from './handle-gateway-webhook';
import { openGatewayOrder } from './open-gateway-order';
import { recordCashPayment } from './record-cash-payment';
import { refundDeposit } from './refund-deposit';
import { getMyUpiId, saveMyUpiId } from './upi-ids';
import { verifyGatewayPayment } from './verify-gateway-payment';

/** Paying dues (decision 043): UPI, cash and the gateway, and the gateway's webhook. */
export async function paymentsRoutes(root: FastifyInstance) {
  const deps = root.deps;
  const gateway = gatewayFrom(deps.config);

  // The demo gateway's webhook reaches the same route as Razorpay's, through the app itself.
  const deliver = async (webhook: { body: string; headers: Record<string, string> }) => {
    const res = await root.inject({
      method: 'POST',
      url: endpoints.razorpayWebhook.path,
      headers: webhook.headers,
      payload: webhook.body,
    });
    if (res.statusCode !== 200) throw new Error(`demo webhook answered ${res.statusCode}`);
  };
  routeEndpoint(root, endpoints.myUpiId, async ({ caller }) => ({
    upiId: await getMyUpiId(deps, caller.userId),
  }));
  routeEndpoint(root, endpoints.saveUpiId, ({ caller, body }) =>
    saveMyUpiId(deps, caller.userId, body),
  );
  routeEndpoint(root, endpoints.upiRequest, ({ caller, params }) =>
    getUpiRequest(deps, caller, params.dueId),
  );
  routeEndpoint(root, endpoints.claimUpi, ({ caller, params, body }) =>
    claimUpiPayment(deps, caller, params.dueId, body.reference),
  );
  routeEndpoint(root, endpoints.recordCash, ({ caller, params }) =>
    recordCashPayment(deps, caller, params.dueId),
  );
  routeEndpoint(root, endpoints.confirm, ({ caller, params }) =>
    confirmPayment(deps, caller, params.paymentId),
  );
  routeEndpoint(root, endpoints.dispute, ({ caller, params, body }) =>
    disputePayment(deps, caller, params.paymentId, body.reason),
  );
  routeEndpoint(root, endpoints.gatewayOrder, ({ caller, params }) =>
    openGatewayOrder(deps, gateway, caller, params.dueId),
  );
  // What a service booking owes its provider, paid the same three ways (decision 062).
  const owed = (id: string) => ({ type: 'service' as const, id });
  routeEndpoint(root, endpoints.serviceUpiRequest, ({ caller, params }) =>
    getUpiRequest(deps, caller, owed(params.id)),
  );
  routeEndpoint(root, endpoints.serviceClaimUpi, ({ caller, params, body }) =>
    claimUpiPayment(deps, caller, owed(params.id), body.reference),
  );
  routeEndpoint(root, endpoints.serviceCash, ({ caller, params }) =>
    recordCashPayment(deps, caller, owed(params.id)),
  );
  routeEndpoint(root, endpoints.serviceGatewayOrder, ({ caller, params }) =>
    openGatewayOrder(deps, gateway, caller, owed(params.id)),
  );
  routeEndpoint(root, endpoints.gatewayVerify, ({ caller, params, body }) =>
    verifyGatewayPayment(deps, gateway, caller, params.paymentId, body),
  );
  routeEndpoint(root, endpoints.gatewayCancel, ({ caller, params }) =>
    cancelGatewayOrder(deps, caller, params.paymentId),
  );
  routeEndpoint(root, endpoints.demoCheckout, ({ caller, params, body }) =>
    demoCheckout(deps, gateway, deliver, caller, params.paymentId, body),
  );
  routeEndpoint(root, endpoints.refundDeposit, ({ caller, params, body }) =>
    refundDeposit(deps, gateway, deliver, caller, params.bookingId, body),
  );

  // The signature is over the exact bytes sent: this route alone keeps the body as it came.
  await root.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    routeEndpoint(scope, endpoints.razorpayWebhook, async ({ request }) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      await handleGatewayWebhook(
        deps,
        gateway,
        raw,
        request.headers,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return { ok: true as const };
    });
  });
}
