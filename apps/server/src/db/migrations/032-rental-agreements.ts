import type { Kysely } from 'kysely';

/**
 * Leave-and-licence agreements of confirmed stays (one per stay), and their acceptances.
 *
 * - rental_agreements: the terms as JSON text (`agreementTermsSchema`), a version that grows with
 *   each change, and the SHA-256 of the current version's terms.
 * - agreement_acceptances: who accepted which version, when, from which IP, and the hash of the
 *   terms they accepted. One per party and version (unique): a changed agreement needs both
 *   again, and the older versions' acceptances stay as its history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rental_agreements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bookingId', 'text', (c) =>
      c.notNull().unique().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('propertyId', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('ownerId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenantId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('documentHash', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rental_agreements_owner_idx')
    .on('rental_agreements')
    .columns(['ownerId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('rental_agreements_tenant_idx')
    .on('rental_agreements')
    .columns(['tenantId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('agreement_acceptances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('agreementId', 'text', (c) =>
      c.notNull().references('rental_agreements.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('party', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('documentHash', 'text', (c) => c.notNull())
    .addColumn('acceptedAt', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agreement_acceptances_once_idx')
    .on('agreement_acceptances')
    .columns(['agreementId', 'version', 'party'])
    .unique()
    .execute();
}
