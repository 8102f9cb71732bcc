import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { ensureProfile } from './ensure-profile';
import { toSessionUser } from './present-user';
import { listServiceAreas } from './users.repository';

/** The signed-in person's own record, made complete on first read. */
export async function getMe(app: FastifyInstance, userId: string): Promise<SessionUser> {
  const row = await ensureProfile(app, userId);
  // A session whose user was deleted meanwhile is as good as none.
  if (!row) throw new AppError('unauthenticated');
  return toSessionUser(row, await listServiceAreas(app.db, userId));
}
