import type { Verification, VerificationSubject } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { newStorageKey } from '../../plugins/storage/storage';
import { classifyDocument, documentName } from '../applications/index';
import { presentVerification } from './present-verification';
import {
  findVerification,
  insertVerification,
  latestVerification,
} from './verifications.repository';

/**
 * Stores a sent document (a PDF, or a photo re-encoded without its metadata: judged by its
 * bytes, never its name) as pending. Refused with 409 while one waits for review or after one
 * was approved: a new one is for after a rejection.
 */
export async function sendVerification(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  sender: string,
  subject: { type: VerificationSubject; id: string },
  file: { filename: string | undefined; bytes: Buffer },
): Promise<Verification> {
  const latest = await latestVerification(deps.db, subject.type, subject.id);
  if (latest && latest.status !== 'rejected') throw new AppError('verification.in-review');
  const document = await classifyDocument(file.bytes);
  const id = newId();
  const key = newStorageKey('verification_documents', document.ext, undefined, undefined, id);
  const name = documentName(file.filename, document.type);
  await deps.storage.put(
    key,
    document.body,
    document.contentType,
    document.type === 'pdf' ? name : undefined,
  );
  await insertVerification(deps.db, {
    id,
    subjectType: subject.type,
    subjectId: subject.id,
    userId: sender,
    status: 'pending',
    storageKey: key,
    fileName: name,
    fileType: document.type,
    size: document.body.length,
    reason: null,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: deps.clock.now().toISOString(),
  });
  return presentVerification(deps.storage, (await findVerification(deps.db, id))!);
}
