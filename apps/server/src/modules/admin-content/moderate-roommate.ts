import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteRoommateProfile, setProfileHiddenByAdmin } from '../roommates/index';
import { profileOwner } from './admin-content.repository';

const TITLE = 'Your roommate profile';

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
    if (!(await profileOwner(trx, userId))) throw new AppError('roommate.not-found');
    await setProfileHiddenByAdmin(trx, userId, hidden ? { at, reason, by: adminId } : null);
    await recordAudit(trx, {
      actorId: adminId,
      action: hidden ? 'roommate-profile.hide' : 'roommate-profile.unhide',
      targetType: 'roommate-profile',
      targetId: userId,
      reason,
    });
    emit('content.moderated', {
      ownerId: userId,
      contentType: 'roommate-profile',
      contentId: userId,
      change: hidden ? 'hidden' : 'unhidden',
      title: TITLE,
      reason,
      at,
    });
  });
}

/** An admin deletes a roommate profile and its room photos; its owner is told why. */
export async function deleteRoommate(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  adminId: string,
  userId: string,
  reason: string,
): Promise<void> {
  if (!(await profileOwner(deps.db, userId))) throw new AppError('roommate.not-found');
  await deleteRoommateProfile(deps, userId);
  await inTransaction(deps, async (trx, emit) => {
    await recordAudit(trx, {
      actorId: adminId,
      action: 'roommate-profile.delete',
      targetType: 'roommate-profile',
      targetId: userId,
      reason,
    });
    emit('content.moderated', {
      ownerId: userId,
      contentType: 'roommate-profile',
      contentId: userId,
      change: 'deleted',
      title: TITLE,
      reason,
      at: deps.clock.now().toISOString(),
    });
  });
}
