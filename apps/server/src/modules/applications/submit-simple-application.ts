import type { FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  simpleApplicationMessageSchema,
  type Application,
} from '@nivaas/shared';
import type { ApplicationDocumentsTable } from '../../db/tables/applications';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { cleanPlainText } from '../../lib/plain-text';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { newStorageKey } from '../../plugins/storage/storage';
import { findApplication } from './applications.repository';
import { classifyDocument, documentName } from './document-file';
import { presentApplication } from './present-application';
import { assertMayStart, storeApplication } from './start-application';

/** What a multipart simple application carries once read: its text and each file's bytes. */
export interface SimpleApplicationParts {
  message: unknown;
  files: Array<{ filename: string | undefined; bytes: Buffer }>;
}

/**
 * Reads the multipart body: the `message` field and up to APPLICATION_LIMITS.documentsMax
 * files (field `documents`), each at most documentMaxBytes (413 beyond, 400 for too many).
 */
export async function readSimpleApplication(
  request: FastifyRequest,
): Promise<SimpleApplicationParts> {
  if (!request.isMultipart()) throw new AppError('upload.not-multipart');
  const parts: SimpleApplicationParts = { message: undefined, files: [] };
  try {
    const limits = {
      fileSize: APPLICATION_LIMITS.documentMaxBytes,
      files: APPLICATION_LIMITS.documentsMax,
      fields: 4,
      parts: APPLICATION_LIMITS.documentsMax + 4,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file')
        parts.files.push({ filename: part.filename, bytes: await part.toBuffer() });
      else if (part.fieldname === 'message') parts.message = part.value;
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('application.document-too-large');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('invalid-argument', undefined, {
        documents: APPLICATION_MESSAGES.tooManyDocuments,
      });
    if (err instanceof AppError || (statusCode !== undefined && statusCode < 500)) throw err;
    throw new AppError('invalid-argument', undefined, {
      documents: APPLICATION_MESSAGES.documentType,
    });
  }
  return parts;
}

/**
 * A simple application: a message to the owner plus documents (images or PDFs by their bytes),
 * status pending. Files are stored under application_documents/{applicationId}/ before the
 * record; a refused application removes them again.
 */
export async function submitSimpleApplication(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'log' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
  parts: SimpleApplicationParts,
): Promise<Application> {
  const listing = await assertMayStart(deps.db, caller, propertyId);
  const text = simpleApplicationMessageSchema.safeParse(
    typeof parts.message === 'string' ? cleanPlainText(parts.message) : parts.message,
  );
  if (!text.success)
    throw new AppError('invalid-argument', undefined, {
      message: text.error.issues[0]?.message ?? APPLICATION_MESSAGES.messageRequired,
    });
  // Every file is checked before any is stored: one bad file refuses the whole application.
  const classified = await Promise.all(parts.files.map((f) => classifyDocument(f.bytes)));
  const id = newId();
  const at = deps.clock.now().toISOString();
  const stored: string[] = [];
  try {
    const documents: Insertable<ApplicationDocumentsTable>[] = [];
    for (const [i, file] of classified.entries()) {
      const key = newStorageKey('application_documents', file.ext, id);
      const name = documentName(parts.files[i]!.filename, file.type);
      await deps.storage.put(
        key,
        file.body,
        file.contentType,
        file.type === 'pdf' ? name : undefined,
      );
      stored.push(key);
      documents.push({
        id: newId(),
        applicationId: id,
        type: file.type,
        storageKey: key,
        name,
        size: file.body.length,
        // Listed in the order they were sent: each a millisecond after the one before.
        createdAt: new Date(Date.parse(at) + i).toISOString(),
      });
    }
    await storeApplication(
      deps,
      listing,
      {
        id,
        kind: 'simple',
        propertyId,
        tenantId: caller.userId,
        ownerId: listing.ownerId,
        status: 'pending',
        fields: '[]',
        answers: '{}',
        message: text.data,
        rejectionReason: null,
        submittedAt: at,
        reviewedAt: null,
        updatedAt: at,
      },
      documents,
    );
  } catch (err) {
    await deleteStoredKeys(deps, stored);
    throw err;
  }
  return presentApplication(deps, (await findApplication(deps.db, id))!);
}
