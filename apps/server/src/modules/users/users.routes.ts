import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileUpdateSchema,
  publicUserSchema,
  sessionStateSchema,
  sessionUserSchema,
  apiErrorSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { getMe } from './get-me';
import { getUser } from './get-user';
import { removeAvatar } from './remove-avatar';
import { updateOwnProfile } from './update-profile';
import { uploadAvatar } from './upload-avatar';

/** The caller's user id; on profile routes a missing session reads "No user logged in" (spec 8). */
async function signedInUserId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const session = await app.readSession(request);
  if (!session) throw new AppError('user.not-logged-in');
  return session.userId;
}

/** The user record of spec section 3: the caller's own, anyone's public page, profile edits. */
export async function usersRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Sign-in is checked before the body, so a signed-out caller learns nothing about validation.
  const mustBeSignedIn = async (request: FastifyRequest) => {
    await signedInUserId(root, request);
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
    async (request) => getMe(root.deps, (await root.requireUser(request)).userId),
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
        return { user: await getMe(root.deps, session.userId) };
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
    async (request) =>
      updateOwnProfile(root.deps, await signedInUserId(root, request), request.body),
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
    async (request) => uploadAvatar(root.deps, await signedInUserId(root, request), request),
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
    async (request) => removeAvatar(root.deps, await signedInUserId(root, request)),
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
