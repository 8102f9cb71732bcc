import type { FastifyInstance } from 'fastify';
import { deliveryWorkerOf } from './deliveries';

/**
 * Sends the instance's deliveries (decision 072) once the app is ready; a closing instance
 * stops looking and waits (at most 15 s) for the sends under way. What it leaves pending, the
 * next instance to look sends.
 */
export async function deliveriesPlugin(app: FastifyInstance): Promise<void> {
  const worker = deliveryWorkerOf(app.deps);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
