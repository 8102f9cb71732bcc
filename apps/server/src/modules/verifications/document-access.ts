import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';
import { findVerificationByKey } from './verifications.repository';

/**
 * Verification documents (verification_documents/…) load only for their sender and for admins
 * who passed the second factor; anyone else, signed in or not, gets the same 404 as for a file
 * that does not exist. A PDF is downloaded under the name it was sent with.
 */
export function protectVerificationDocuments(app: FastifyInstance): void {
  app.protectUploads('verification_documents', async (request: FastifyRequest, key: string) => {
    const caller = await app.readSession(request);
    if (!caller) return false;
    const row = await findVerificationByKey(app.db, key);
    if (!row || (row.userId !== caller.userId && !actsAsAdmin(caller))) return false;
    return row.fileType === 'pdf' ? { downloadName: row.fileName } : true;
  });
}
