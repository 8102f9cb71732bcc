import { GATEWAY_ORDER_LAPSE_MINUTES } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { recordGatewayFailure } from './gateway-capture';
import { findLapsedOrders } from './payments.repository';

/** Orders looked at in one pass; a longer backlog is finished by the next passes. */
const BATCH = 100;

/**
 * Online orders nobody paid within GATEWAY_ORDER_LAPSE_MINUTES (the payer closed the tab, the
 * phone died) lapse: each fails through the same step as the gateway's own `payment.failed`, so
 * the due is free for UPI or cash again. That step moves only a `created` payment, so two
 * instances sweeping at once fail each order once, and a capture arriving later still counts
 * (decision 043). Answers how many lapsed.
 */
export async function lapseGatewayOrders(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
): Promise<number> {
  const now = deps.clock.now();
  const openedBefore = new Date(now.getTime() - GATEWAY_ORDER_LAPSE_MINUTES * 60_000).toISOString();
  const at = now.toISOString();
  let lapsed = 0;
  for (const payment of await findLapsedOrders(deps.db, openedBefore, BATCH)) {
    await inTransaction(deps, async (trx, emit) => {
      if (await recordGatewayFailure(trx, emit, payment, null, at)) lapsed += 1;
    });
  }
  return lapsed;
}
