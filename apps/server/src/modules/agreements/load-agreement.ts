import type { Kysely } from 'kysely';
import type { AgreementParty } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findAgreement, type AgreementRow } from './agreements.repository';
import { partyOf } from './present-agreement';

/**
 * An agreement its caller is a party to. Anyone else (an admin too) is told there is none: an
 * agreement holds an address, a rent and two people's names.
 */
export async function loadOwnAgreement(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<{ row: AgreementRow; party: AgreementParty }> {
  const row = await findAgreement(db, id);
  const party = row ? partyOf(row, userId) : null;
  if (!row || !party) throw new AppError('agreement.not-found');
  return { row, party };
}
