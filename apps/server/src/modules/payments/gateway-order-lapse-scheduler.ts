import type { FastifyInstance } from 'fastify';
import { schedulePasses } from '../../plugins/periodic-pass';
import { lapseGatewayOrders } from './lapse-gateway-orders';

/**
 * Lets unpaid online orders lapse every GATEWAY_ORDER_LAPSE_INTERVAL_MS (0: off); each order is
 * failed by a conditional UPDATE, so any number of instances may run it.
 */
export async function gatewayOrderLapseScheduler(app: FastifyInstance): Promise<void> {
  schedulePasses(app, {
    name: 'online order lapses',
    intervalMs: app.config.gatewayOrderLapseIntervalMs,
    firstPassMs: 5_000,
    run: async () => {
      const lapsed = await lapseGatewayOrders(app.deps);
      return lapsed ? { lapsed } : null;
    },
  });
}
