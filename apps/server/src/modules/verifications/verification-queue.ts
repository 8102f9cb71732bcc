import type { AdminVerification, VerificationStatus } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { readListing } from '../properties/index';
import { presentVerification } from './present-verification';
import { verificationsByStatus, type VerificationRow } from './verifications.repository';

const QUEUE_SIZE = 100;

/** What a document is about, as the queue and the sender's notice name it. */
export async function subjectTitle(
  deps: Pick<Deps, 'db'>,
  row: Pick<VerificationRow, 'subjectType' | 'subjectId'>,
  senderName: string,
): Promise<string> {
  if (row.subjectType === 'provider') return senderName;
  return (await readListing(deps.db, row.subjectId))?.title ?? '';
}

/** The admin queue: documents of one status (pending: oldest first), with what and who. */
export async function verificationQueue(
  deps: Pick<Deps, 'db' | 'storage'>,
  status: VerificationStatus,
): Promise<{ items: AdminVerification[] }> {
  const rows = await verificationsByStatus(deps.db, status, QUEUE_SIZE);
  const items = await Promise.all(
    rows.map(async ({ firstName, lastName, ...row }) => {
      const name = `${firstName} ${lastName}`.trim();
      return {
        ...presentVerification(deps.storage, row),
        subjectTitle: await subjectTitle(deps, row, name),
        sender: { id: row.userId, name },
      };
    }),
  );
  return { items };
}
