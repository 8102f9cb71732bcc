import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool, toIso } from '../../db/dialect';
import { providerFields } from './present-user';
import { findUser, listServiceAreas } from './users.repository';

/** What a provider's public page shows of the person (no email, phone or places). */
export interface ProviderPerson {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  /** "Phone verified": the sign-in number was proven by a code by SMS. */
  phoneVerified: boolean;
  bio: string;
  experienceYears: number | null;
  languages: string[];
  serviceCategory: string;
  serviceAreas: string[];
  memberSince: string;
}

/** A service provider by id; undefined for anyone else or no one. */
export async function findProviderPerson(
  db: Kysely<Database>,
  userId: string,
): Promise<ProviderPerson | undefined> {
  const row = await findUser(db, userId);
  if (!row || row.userType !== 'service-provider') return undefined;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarUrl || null,
    bio: row.bio ?? '',
    ...providerFields(row),
    serviceCategory: row.serviceCategory ?? '',
    serviceAreas: await listServiceAreas(db, userId),
    memberSince: toIso(row.createdAt),
    phoneVerified: Boolean(row.phoneNumber) && toBool(row.phoneNumberVerified),
  };
}
