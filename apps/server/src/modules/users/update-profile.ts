import { userRoom, type ProfileUpdateInput, type SessionUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { getMe } from './get-me';
import { updateProfile } from './users.repository';

/**
 * Changes the caller's own name, phone, bio and whether their listings show the phone. Email and password belong to the sign-in
 * account (/api/auth/change-email, /api/auth/change-password); the role is never a profile field.
 */
export async function updateOwnProfile(
  deps: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  input: ProfileUpdateInput,
): Promise<SessionUser> {
  const found = await updateProfile(deps.db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    bio: input.bio,
    showPhoneOnListings: input.showPhoneOnListings,
  });
  if (!found) throw new AppError('user.not-logged-in');
  deps.realtime.publish('user.updated', { userId }, [userRoom(userId)]);
  return getMe(deps, userId);
}
