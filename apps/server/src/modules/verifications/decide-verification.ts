import type { Verification } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { recordAudit } from '../../plugins/audit/audit';
import { inTransaction } from '../../plugins/events/transaction';
import { setListingOwnerVerified } from '../properties/index';
import { presentVerification } from './present-verification';
import { subjectTitle } from './verification-queue';
import { findVerification, settleVerification } from './verifications.repository';
import './verifications.events';

/**
 * An admin approves a pending document (the listing or provider then shows as verified) or
 * rejects it with a reason. Audited; the sender hears of it by a notification either way. A
 * document already decided is a 409, so two admins cannot both decide one.
 */
export async function decideVerification(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'storage'>,
  adminId: string,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<Verification> {
  const at = deps.clock.now().toISOString();
  const reason = decision.status === 'rejected' ? decision.reason : null;
  await inTransaction(deps, async (trx, emit) => {
    const row = await findVerification(trx, id);
    if (!row) throw new AppError('verification.not-found');
    const sender = await trx
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('id', '=', row.userId)
      .executeTakeFirst();
    const title = await subjectTitle(
      { db: trx },
      row,
      `${sender?.firstName ?? ''} ${sender?.lastName ?? ''}`.trim(),
    );
    if (!(await settleVerification(trx, id, { status: decision.status, reason, by: adminId, at })))
      throw new AppError('verification.decided');
    if (decision.status === 'approved' && row.subjectType === 'listing')
      await setListingOwnerVerified(trx, row.subjectId, at);
    await recordAudit(trx, {
      actorId: adminId,
      action: `verification.${decision.status === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'verification',
      targetId: id,
      ...(reason ? { reason } : {}),
      details: { subjectType: row.subjectType, subjectId: row.subjectId, userId: row.userId },
    });
    emit('verification.decided', {
      userId: row.userId,
      verificationId: id,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      subjectTitle: title,
      status: decision.status,
      reason,
      at,
    });
  });
  return presentVerification(deps.storage, (await findVerification(deps.db, id))!);
}
