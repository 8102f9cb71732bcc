import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const user = 'users.id';
const property = 'properties.id';

/**
 * Applications (spec section 3: applicationForm, tenantProfile, application form-based and
 * simple) and their documents.
 *
 * - application_forms: one per listing that has chosen one (a listing without a row uses Basic);
 *   fields as JSON text, an opaque structure read and written whole.
 * - tenant_profiles: one per seeker, their saved answers as JSON text.
 * - applications: both kinds in one table (`kind`); `ownerId` is the listing's owner when the
 *   seeker applied, so an owner's list is one index range without touching the listings. The
 *   form's fields are kept as they were (`fields`) beside the `answers`.
 *   Indexes: an owner's list by status and by date, a tenant's list, a listing's list and the
 *   admins' list (keyset on submittedAt, id), and at most one live application (submitted, pending or approved) per
 *   seeker per listing: a partial unique index, so a rejected seeker may apply again.
 * - application_documents: the files of a simple application, private to the applicant, the
 *   listing's owner and admins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_forms')
    .addColumn('propertyId', 'text', (c) => c.primaryKey().references(property).onDelete('cascade'))
    .addColumn('templateName', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tenant_profiles')
    .addColumn('userId', 'text', (c) => c.primaryKey().references(user).onDelete('cascade'))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('propertyId', 'text', (c) => c.notNull().references(property).onDelete('cascade'))
    .addColumn('tenantId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('ownerId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rejectionReason', 'text')
    .addColumn('submittedAt', 'text', (c) => c.notNull())
    .addColumn('reviewedAt', 'text')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  const indexes: Record<string, string> = {
    applications_owner_status_submitted_idx: '"ownerId", "status", "submittedAt", "id"',
    applications_owner_submitted_idx: '"ownerId", "submittedAt", "id"',
    applications_tenant_submitted_idx: '"tenantId", "submittedAt", "id"',
    applications_property_submitted_idx: '"propertyId", "submittedAt", "id"',
    // Admins read everyone's, newest first.
    applications_submitted_idx: '"submittedAt", "id"',
  };
  for (const [name, columns] of Object.entries(indexes))
    await sql.raw(`create index "${name}" on "applications" (${columns})`).execute(db);
  await sql
    .raw(
      `create unique index "applications_live_idx" on "applications" ("propertyId", "tenantId")
       where "status" in ('submitted', 'pending', 'approved')`,
    )
    .execute(db);

  await db.schema
    .createTable('application_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('applicationId', 'text', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('storageKey', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_documents_application_idx')
    .on('application_documents')
    .column('applicationId')
    .execute();
}
