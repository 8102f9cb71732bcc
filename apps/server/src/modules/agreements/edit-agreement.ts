import type { Agreement, AgreementEdit } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { documentHash, ledgerDueDay } from './agreement-terms';
import { updateTerms } from './agreements.repository';
import { getAgreement } from './list-agreements';
import { loadOwnAgreement } from './load-agreement';
import { termsOf } from './present-agreement';

/**
 * The owner changes the free clauses and the open terms. A change makes a new version with its
 * own hash, so both parties must accept again (earlier acceptances stay on record, of their
 * version). Saving the same terms again changes nothing. The due day is the rent ledger's: a
 * day other than the one the stay's dues fall on is refused (409), so the agreement and the
 * dues never name different days; the owner changes it in the ledger first.
 */
export async function editAgreement(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  id: string,
  edit: AgreementEdit,
): Promise<Agreement> {
  const { row, party } = await loadOwnAgreement(deps.db, userId, id);
  if (party !== 'owner') throw new AppError('agreement.owners-only');
  const before = termsOf(row);
  const terms = { ...before, ...edit };
  if (
    edit.dueDay !==
    (await ledgerDueDay(deps.db, { id: row.bookingId, startDate: before.startDate }))
  )
    throw new AppError('agreement.due-day-differs');
  if (JSON.stringify(terms) === JSON.stringify(before)) return getAgreement(deps, row, party);
  const version = row.version + 1;
  const change = {
    version,
    terms: JSON.stringify(terms),
    documentHash: documentHash(row.id, version, terms),
    updatedAt: deps.clock.now().toISOString(),
  };
  await updateTerms(deps.db, row.id, change);
  return getAgreement(deps, { ...row, ...change }, party);
}
