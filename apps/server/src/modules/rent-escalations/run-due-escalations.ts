import type { RentEscalationRun } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { applyEscalation } from './apply-escalation';
import { canRunDueEscalations } from './rent-escalations.policy';
import { listDue } from './rent-escalations.repository';

/** Settings applied per run; a larger backlog is finished by the next run. */
export const DUE_BATCH = 200;

/**
 * Applies each due increase in its own transaction, so one failure does not hold back the rest
 * and a stop part-way leaves the others still due. Returns how many this caller applied
 * (another instance may have applied some of them first).
 */
export async function applyDueIncreases(
  deps: Pick<Deps, 'db' | 'bus' | 'log'>,
  input: { now: Date; automatic: boolean; ownerId?: string },
): Promise<number> {
  const due = await listDue(deps.db, input.now.toISOString(), DUE_BATCH, input.ownerId);
  let applied = 0;
  for (const { propertyId, nextEscalationDue } of due) {
    try {
      const history = await inTransaction(deps, (trx, emit) =>
        applyEscalation(trx, emit, {
          propertyId,
          seenDue: nextEscalationDue,
          now: input.now,
          automatic: input.automatic,
        }),
      );
      if (history) applied++;
    } catch (err) {
      deps.log.error({ err, propertyId }, 'rent increase failed');
    }
  }
  return applied;
}

/**
 * The due check (spec section 6): an owner's run applies their own listings' due increases and
 * says how many; any other role applies nothing and gets 0.
 */
export async function runDueEscalations(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>,
  caller: RequestAuth,
): Promise<RentEscalationRun> {
  if (!canRunDueEscalations(caller)) return { applied: 0 };
  return {
    applied: await applyDueIncreases(deps, {
      now: deps.clock.now(),
      automatic: false,
      ownerId: caller.userId,
    }),
  };
}
