import type { Application } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { assertMayDecide } from './applications.policy';
import { decide } from './applications.repository';
import { loadReadableApplication } from './get-application';
import { partiesOf } from './load-parties';
import { presentApplication } from './present-application';

export type Decision = { status: 'approved' } | { status: 'rejected'; reason?: string };

/**
 * Approves or rejects an application still waiting (submitted or pending), recording the review
 * time and, for a rejection, the reason if one was given. Deciding twice is a 409: the status
 * check and the write are one statement, so two owners' tabs cannot both decide.
 */
export async function decideApplication(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  id: string,
  decision: Decision,
): Promise<Application> {
  const current = await loadReadableApplication(deps, caller, id);
  assertMayDecide(caller, current);
  const parties = await partiesOf(deps.db, current);
  const at = deps.clock.now().toISOString();
  const rejectionReason =
    decision.status === 'rejected' && decision.reason ? decision.reason : null;
  const row = await inTransaction(deps, async (trx, emit) => {
    const updated = await decide(trx, id, { status: decision.status, rejectionReason, at });
    if (!updated) throw new AppError('application.already-decided');
    await recordModeration(trx, caller, current.ownerId, {
      action: `application.${decision.status === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'application',
      targetId: id,
    });
    emit('application.decided', {
      ...parties,
      status: decision.status,
      rejectionReason,
      reviewedAt: at,
    });
    return updated;
  });
  return presentApplication(deps, row);
}
