import type { FastifyInstance } from 'fastify';
import { userRoom, type ProfileUpdateInput, type SessionUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { getMe } from './get-me';
import { updateProfile } from './users.repository';

/**
 * Changes the caller's own name, phone and bio. Email and password belong to the sign-in
 * account (/api/auth/change-email, /api/auth/change-password); the role is never a profile field.
 */
export async function updateOwnProfile(
  app: FastifyInstance,
  userId: string,
  input: ProfileUpdateInput,
): Promise<SessionUser> {
  const found = await updateProfile(app.db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    bio: input.bio,
  });
  if (!found) throw new AppError('user.not-logged-in');
  app.events.publish('user.updated', { userId }, [userRoom(userId)]);
  return getMe(app, userId);
}
