import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { assertMayWithdraw } from './applications.policy';
import { deleteOpenApplication, documentsOf } from './applications.repository';
import { loadReadableApplication } from './get-application';
import { partiesOf } from './load-parties';

/**
 * The applicant withdraws (deletes) their application while it waits for a decision, which
 * frees their place to apply again. Its documents' files go once the deletion has committed.
 */
export async function withdrawApplication(
  deps: Pick<Deps, 'db' | 'bus'>,
  caller: RequestAuth,
  id: string,
): Promise<void> {
  const current = await loadReadableApplication(deps, caller, id);
  assertMayWithdraw(caller, current);
  const parties = await partiesOf(deps.db, current);
  await inTransaction(deps, async (trx, emit) => {
    const documentKeys = (await documentsOf(trx, [id])).map((d) => d.storageKey);
    // Decided meanwhile: the owner's decision stands.
    if (!(await deleteOpenApplication(trx, id)))
      throw new AppError('application.withdraw-only-open');
    emit('application.withdrawn', { ...parties, documentKeys });
  });
}
