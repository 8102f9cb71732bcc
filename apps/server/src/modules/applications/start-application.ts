import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { Database } from '../../db/schema';
import type { ApplicationsTable, ApplicationDocumentsTable } from '../../db/tables/applications';
import type { Insertable } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { findViewableProperty } from '../properties/index';
import { assertMayApply, takesApplications } from './applications.policy';
import {
  findLiveApplication,
  insertApplication,
  insertDocuments,
  peopleFor,
} from './applications.repository';

export interface ApplyingTo {
  id: string;
  ownerId: string;
  title: string;
}

/**
 * Whether the caller may apply for the listing now: a seeker (401/403), a listing they may see
 * (404), on the market (409), and no live application of theirs for it yet (409 naming it).
 * Checked before a body is read, and again by the use case.
 */
export async function assertMayStart(
  db: Kysely<Database>,
  caller: RequestAuth | null,
  propertyId: string,
): Promise<ApplyingTo> {
  assertMayApply(caller);
  const listing = await findViewableProperty({ db }, caller, propertyId);
  if (listing.ownerId === caller.userId) throw new AppError('application.own-listing');
  if (!takesApplications(listing)) throw new AppError('application.not-open');
  const live = await findLiveApplication(db, propertyId, caller.userId);
  if (live) throw alreadyApplied(live.id);
  return { id: listing.id, ownerId: listing.ownerId, title: listing.title };
}

/** 409 with the existing application's id, so the seeker can be taken to it. */
export const alreadyApplied = (applicationId: string) =>
  new AppError('application.already-applied', { details: { applicationId } });

/**
 * Stores a new application (and its documents) and says so; `also` runs in the same
 * transaction (keeping answers in the profile). A concurrent second submit loses on the
 * one-live-application index and answers the same 409 as a later one.
 */
export async function storeApplication(
  deps: Pick<Deps, 'db' | 'bus'>,
  listing: ApplyingTo,
  row: Insertable<ApplicationsTable>,
  documents: Insertable<ApplicationDocumentsTable>[],
  also?: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const people = await peopleFor(deps.db, [row.tenantId, row.ownerId]);
  const tenant = people.find((p) => p.id === row.tenantId);
  const owner = people.find((p) => p.id === row.ownerId);
  const nameOf = (p: typeof tenant) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');
  try {
    await inTransaction(deps, async (trx, emit) => {
      await insertApplication(trx, row);
      await insertDocuments(trx, documents);
      if (also) await also(trx);
      emit('application.submitted', {
        applicationId: row.id,
        kind: row.kind as 'form' | 'simple',
        propertyId: listing.id,
        propertyTitle: listing.title,
        tenantId: row.tenantId,
        tenantName: nameOf(tenant),
        ownerId: row.ownerId,
        ownerName: nameOf(owner),
        submittedAt: row.submittedAt,
      });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const live = await findLiveApplication(deps.db, row.propertyId, row.tenantId);
    if (!live) throw err;
    throw alreadyApplied(live.id);
  }
}
