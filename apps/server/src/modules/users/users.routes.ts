import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileUpdateSchema,
  publicUserSchema,
  sessionStateSchema,
  sessionUserSchema,
  apiErrorSchema,
  type SessionUser,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { getMe } from './get-me';
import { getUser } from './get-user';
import { removeAvatar } from './remove-avatar';
import { updateOwnProfile } from './update-profile';
import { uploadAvatar } from './upload-avatar';

/** The caller's session; on profile routes a missing one reads "No user logged in" (spec 8). */
async function signedIn(app: FastifyInstance, request: FastifyRequest): Promise<RequestAuth> {
  const session = await app.readSession(request);
  if (!session) throw new AppError('user.not-logged-in');
  return session;
}

/** The caller's own record, saying whether this session has admin powers (for the web's controls). */
const ownRecord = (session: RequestAuth, user: SessionUser): SessionUser => ({
  ...user,
  actsAsAdmin: actsAsAdmin(session),
});

/** The user record of spec section 3: the caller's own, anyone's public page, profile edits. */
export async function usersRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Sign-in is checked before the body, so a signed-out caller learns nothing about validation.
  const mustBeSignedIn = async (request: FastifyRequest) => {
    await signedIn(root, request);
  };

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in person',
        response: { 200: sessionUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const session = await root.requireUser(request);
      return ownRecord(session, await getMe(root.deps, session.userId));
    },
  );

  // The web app's shell asks this on every page; a visitor is simply nobody.
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in person, or null for a visitor (never 401)',
        response: { 200: sessionStateSchema },
      },
    },
    async (request) => {
      const session = await root.readSession(request);
      if (!session) return { user: null };
      try {
        return { user: ownRecord(session, await getMe(root.deps, session.userId)) };
      } catch (err) {
        // A session whose user was deleted meanwhile is as good as none.
        if (err instanceof AppError && err.code === 'unauthenticated') return { user: null };
        throw err;
      }
    },
  );

  app.patch(
    '/api/profile',
    {
      onRequest: mustBeSignedIn,
      schema: {
        tags: ['users'],
        summary:
          "Edit own name, phone and bio (and a service provider's category, areas, experience and languages)",
        body: profileUpdateSchema,
        response: { 200: sessionUserSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const session = await signedIn(root, request);
      return ownRecord(session, await updateOwnProfile(root.deps, session.userId, request.body));
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      onRequest: mustBeSignedIn,
      schema: {
        tags: ['users'],
        summary:
          'Upload own photo (multipart, one image file; JPEG, PNG, WebP, GIF or AVIF, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: sessionUserSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const session = await signedIn(root, request);
      return ownRecord(session, await uploadAvatar(root.deps, session.userId, request));
    },
  );

  app.delete(
    '/api/profile/avatar',
    {
      onRequest: mustBeSignedIn,
      schema: {
        tags: ['users'],
        summary: 'Remove own photo',
        response: { 200: sessionUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const session = await signedIn(root, request);
      return ownRecord(session, await removeAvatar(root.deps, session.userId));
    },
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A person's page: public fields, or the whole record for that person and admins",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: z.union([sessionUserSchema, publicUserSchema]),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => getUser(root.deps, await root.requireUser(request), request.params.id),
  );
}
