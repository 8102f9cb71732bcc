import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteRoommateProfile, setProfileHiddenByAdmin } from '../roommates/index';
import { profileOwner } from './admin-content.repository';
import { recordDeletion, recordVisibilityChange, type ModeratedItem } from './moderation-record';

async function profileItem(db: Kysely<Database>, userId: string): Promise<ModeratedItem> {
  if (!(await profileOwner(db, userId))) throw new AppError('roommate.not-found');
  return {
    id: userId,
    auditType: 'roommate-profile',
    contentType: 'roommate-profile',
    ownerId: userId,
    title: 'Your roommate profile',
  };
}

/** An admin hides a roommate profile from everyone else, or shows it again; its owner is told why. */
export async function setRoommateHidden(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  adminId: string,
  userId: string,
  hidden: boolean,
  reason: string,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    const item = await profileItem(trx, userId);
    await setProfileHiddenByAdmin(trx, userId, hidden ? { at, reason, by: adminId } : null);
    await recordVisibilityChange(trx, emit, item, { adminId, hidden, reason, at });
  });
}

/** An admin deletes a roommate profile and its room photos; its owner is told why. */
export async function deleteRoommate(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  adminId: string,
  userId: string,
  reason: string,
): Promise<void> {
  const item = await profileItem(deps.db, userId);
  await deleteRoommateProfile(deps, userId);
  await recordDeletion(deps, item, reason, adminId);
}
