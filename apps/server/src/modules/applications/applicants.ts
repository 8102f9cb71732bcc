import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { anyApplication, approvedApplicants } from './applications.repository';

/** Seekers approved for a listing (stays, rent notices), without repeats. */
export async function approvedApplicantIds(
  db: Kysely<Database>,
  propertyId: string,
): Promise<string[]> {
  return [...new Set((await approvedApplicants(db, propertyId)).map((r) => r.tenantId))];
}

/** Whether the seeker has applied for the listing (any status). */
export async function hasApplication(
  db: Kysely<Database>,
  propertyId: string,
  tenantId: string,
): Promise<boolean> {
  return (await anyApplication(db, propertyId, tenantId)) !== undefined;
}
