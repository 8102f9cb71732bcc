import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApplicationFormsTable } from '../../db/tables/application-forms';

/** The only place in the application-forms module that speaks SQL. */
type Db = Kysely<Database>;
export type ApplicationFormRow = Selectable<ApplicationFormsTable>;

export const findForm = (db: Db, propertyId: string) =>
  db
    .selectFrom('application_forms')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .executeTakeFirst();

/** Saves the listing's form; the first save keeps its createdAt. */
export const upsertForm = (db: Db, row: Insertable<ApplicationFormsTable>) =>
  db
    .insertInto('application_forms')
    .values(row)
    .onConflict((oc) =>
      oc.column('propertyId').doUpdateSet({
        templateName: row.templateName,
        fields: row.fields,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
