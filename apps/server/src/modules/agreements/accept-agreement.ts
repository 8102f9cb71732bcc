import type { Agreement } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { findAgreement, insertAcceptance } from './agreements.repository';
import { getAgreement } from './list-agreements';
import { loadOwnAgreement } from './load-agreement';

/**
 * A party accepts the version they read: who, when, from which IP, and the hash of the terms
 * they accepted are recorded. A version changed since is refused (they must read it again);
 * accepting twice keeps the first acceptance.
 */
export async function acceptAgreement(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  id: string,
  version: number,
  ip: string,
): Promise<Agreement> {
  const { row, party } = await loadOwnAgreement(deps.db, userId, id);
  if (row.version !== version) throw new AppError('agreement.changed');
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Claims the version read: an edit that committed meanwhile makes this find nothing.
      const current = await findAgreement(trx, id);
      if (!current || current.version !== version) throw new AppError('agreement.changed');
      await insertAcceptance(trx, {
        id: newId(),
        agreementId: id,
        version,
        party,
        userId,
        documentHash: current.documentHash,
        acceptedAt: deps.clock.now().toISOString(),
        ip,
      });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const fresh = await loadOwnAgreement(deps.db, userId, id);
  return getAgreement(deps, fresh.row, fresh.party);
}
