import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

const user = 'users.id';
const property = 'properties.id';

/**
 * Stays and rent that rises on schedule (spec section 3 booking and rentEscalation).
 *
 * - bookings: one stay of a tenant at a listing; dates are local `YYYY-MM-DD`, both included.
 *   The (propertyId, status, startDate) index serves the overlap check of a listing's confirmed
 *   stays, which runs while the listing's row is locked (modules/bookings/confirm-booking.ts).
 * - rent_escalations: one setting per listing, keyed by it; the nextEscalationDue index serves
 *   the due lookups of the scheduler and of an owner's run. `upcomingNoticeFor` is the due date
 *   whose 30-day notice has gone out, so each notice is sent once.
 * - rent_escalation_history: every increase applied, with the due date it was applied for.
 *   An increase is applied once because applying claims the setting's row with a conditional
 *   UPDATE on the due date it saw (modules/rent-escalations/apply-escalation.ts).
 * - rent_escalation_notices: one per recipient, kind and date (unique: a notice sent twice by two
 *   instances is stored once), with the recipient's acknowledgement.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const double = e.engine === 'postgres' ? 'double precision' : 'real';
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('propertyId', 'text', (c) => c.notNull().references(property).onDelete('cascade'))
    .addColumn('tenantId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('ownerId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('startDate', 'text', (c) => c.notNull())
    .addColumn('endDate', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('monthlyRent', 'integer', (c) => c.notNull())
    // 60 months of the highest rent is within a 32-bit integer; bigint all the same.
    .addColumn('totalAmount', 'bigint', (c) => c.notNull())
    .addColumn('paymentStatus', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancelledBy', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_property_status_start_idx')
    .on('bookings')
    .columns(['propertyId', 'status', 'startDate'])
    .execute();
  await db.schema
    .createIndex('bookings_tenant_created_idx')
    .on('bookings')
    .columns(['tenantId', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('bookings_owner_created_idx')
    .on('bookings')
    .columns(['ownerId', 'createdAt', 'id'])
    .execute();

  await db.schema
    .createTable('rent_escalations')
    .addColumn('propertyId', 'text', (c) => c.primaryKey().references(property).onDelete('cascade'))
    .addColumn('rentIncreaseType', 'text', (c) => c.notNull())
    .addColumn('rentIncreaseValue', double, (c) => c.notNull())
    .addColumn('rentIncreaseFrequencyMonths', 'integer', (c) => c.notNull())
    .addColumn('nextEscalationDue', 'text', (c) => c.notNull())
    .addColumn('initialRent', 'integer', (c) => c.notNull())
    .addColumn('currentRent', 'integer', (c) => c.notNull())
    .addColumn('lastEscalationDate', 'text')
    .addColumn('upcomingNoticeFor', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rent_escalations_due_idx')
    .on('rent_escalations')
    .column('nextEscalationDue')
    .execute();

  await db.schema
    .createTable('rent_escalation_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('propertyId', 'text', (c) => c.notNull().references(property).onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('dueAt', 'text', (c) => c.notNull())
    .addColumn('previousRent', 'integer', (c) => c.notNull())
    .addColumn('newRent', 'integer', (c) => c.notNull())
    .addColumn('increaseAmount', 'integer', (c) => c.notNull())
    .addColumn('increasePercentage', double, (c) => c.notNull())
    .addColumn('notifiedTenant', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('notifiedOwner', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('appliedAutomatically', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .execute();
  await db.schema
    .createIndex('rent_escalation_history_property_date_idx')
    .on('rent_escalation_history')
    .columns(['propertyId', 'date'])
    .execute();

  await db.schema
    .createTable('rent_escalation_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('propertyId', 'text', (c) => c.notNull().references(property).onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references(user).onDelete('cascade'))
    .addColumn('recipientRole', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dueAt', 'text', (c) => c.notNull())
    .addColumn('previousRent', 'integer', (c) => c.notNull())
    .addColumn('newRent', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('acknowledgedAt', 'text')
    .execute();
  await db.schema
    .createIndex('rent_escalation_notices_once_idx')
    .on('rent_escalation_notices')
    .columns(['propertyId', 'kind', 'dueAt', 'userId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('rent_escalation_notices_user_idx')
    .on('rent_escalation_notices')
    .columns(['userId', 'createdAt'])
    .execute();
}
