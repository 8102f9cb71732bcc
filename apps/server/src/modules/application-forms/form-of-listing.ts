import type { Kysely } from 'kysely';
import type { ApplicationForm } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { findForm } from './application-forms.repository';
import { toApplicationForm } from './present-application-form';

/**
 * The form a seeker answers for a listing (Basic when none was chosen). For the applications
 * module, which checks answers against it inside its own transaction (`db` may be one).
 */
export async function formOfListing(
  db: Kysely<Database>,
  propertyId: string,
): Promise<ApplicationForm> {
  return toApplicationForm(await findForm(db, propertyId));
}
