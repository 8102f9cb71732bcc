import { userRoom, type ProfileUpdateInput, type SessionUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { getMe } from './get-me';
import { findUser, replaceServiceAreas, updateProfile } from './users.repository';

const PROVIDER_FIELDS = [
  'serviceCategory',
  'serviceAreas',
  'experienceYears',
  'languages',
] as const;

/**
 * Changes the caller's own name, phone, bio and whether their listings show the phone, and a
 * service provider's category, areas, experience and languages. Email and password belong to the sign-in account
 * (/api/auth/change-email, /api/auth/change-password); the role is never a profile field.
 */
export async function updateOwnProfile(
  deps: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  input: ProfileUpdateInput,
): Promise<SessionUser> {
  const providerFields = PROVIDER_FIELDS.filter((f) => input[f] !== undefined);
  if (providerFields.length > 0) {
    // The stored role decides, never the request.
    const row = await findUser(deps.db, userId);
    if (!row) throw new AppError('user.not-logged-in');
    if (row.userType !== 'service-provider') throw new AppError('permission-denied');
  }
  const found = await deps.db.transaction().execute(async (trx) => {
    const updated = await updateProfile(trx, userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      bio: input.bio,
      showPhoneOnListings: input.showPhoneOnListings,
      serviceCategory: input.serviceCategory,
      experienceYears: input.experienceYears,
      languages: input.languages && JSON.stringify(input.languages),
    });
    if (updated && input.serviceAreas) await replaceServiceAreas(trx, userId, input.serviceAreas);
    return updated;
  });
  if (!found) throw new AppError('user.not-logged-in');
  deps.realtime.publish('user.updated', { userId }, [userRoom(userId)]);
  return getMe(deps, userId);
}
