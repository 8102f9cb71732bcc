import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findApplication } from './applications.repository';
import { canRead } from './applications.policy';

/**
 * An application's files (application_documents/{applicationId}/…) load only for its applicant,
 * the listing's owner and admins; anyone else, signed in or not, gets the same 404 as for a
 * file that does not exist. A PDF is downloaded under the name it was sent with.
 */
export function protectDocuments(app: FastifyInstance): void {
  app.protectUploads('application_documents', async (request: FastifyRequest, key: string) => {
    const applicationId = key.split('/')[1];
    const caller = await app.readSession(request);
    if (!caller || !applicationId) return false;
    const row = await findApplication(app.db, applicationId);
    if (row === undefined || !canRead(caller, row)) return false;
    if (!key.endsWith('.pdf')) return true;
    const file = await app.db
      .selectFrom('application_documents')
      .select('name')
      .where('applicationId', '=', applicationId)
      .where('storageKey', '=', key)
      .executeTakeFirst();
    return { downloadName: file?.name ?? 'document.pdf' };
  });
}
