import type { Agreement } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { documentHash, ledgerDueDay, templateTerms } from './agreement-terms';
import { houseRulesOf } from '../properties/index';
import { findStayForAgreement, insertAgreement } from './agreements.repository';
import { presentAgreement } from './present-agreement';

/**
 * The owner of a confirmed stay prepares its agreement from the leave-and-licence template.
 * One agreement per stay; a stay someone else owns reads as missing.
 */
export async function createAgreement(
  deps: Pick<Deps, 'db' | 'clock'>,
  ownerId: string,
  bookingId: string,
): Promise<Agreement> {
  const stay = await findStayForAgreement(deps.db, bookingId);
  if (!stay || stay.ownerId !== ownerId) throw new AppError('booking.not-found');
  if (stay.status !== 'confirmed') throw new AppError('agreement.stay-not-confirmed');
  const terms = templateTerms(
    stay,
    await houseRulesOf(deps.db, stay.propertyId),
    await ledgerDueDay(deps.db, stay),
  );
  const id = newId();
  const now = deps.clock.now().toISOString();
  const row = {
    id,
    bookingId,
    propertyId: stay.propertyId,
    ownerId,
    tenantId: stay.tenantId,
    version: 1,
    terms: JSON.stringify(terms),
    documentHash: documentHash(id, 1, terms),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await insertAgreement(deps.db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('agreement.exists');
    throw err;
  }
  return presentAgreement(row, [], 'owner');
}
