import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  issuesToFields,
  roommateMatchListSchema,
  roommateListSchema,
  roommateProfileInputSchema,
  roommateProfileResultSchema,
  roommateProfileSchema,
  roommateSearchSchema,
  roomPhotoListSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { deleteRoommateProfile } from './delete-roommate-profile';
import { getOwnRoommateProfile, getRoommateProfile } from './get-roommate-profile';
import { recommendRoommates } from './recommend-roommates';
import { removeRoomPhoto, uploadRoomPhotos } from './room-photos';
import { assertSignedIn } from './roommates.policy';
import { saveRoommateProfile } from './save-roommate-profile';
import { publicCards } from './public-cards';
import { searchRoommates } from './search-roommates';

const tags = ['roommates'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ userId: z.string().min(1).max(64) });

/** Roommate profiles, search and matches (spec sections 3, 7, 9): signed in only. */
export async function roommatesRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const member = async (request: FastifyRequest): Promise<RequestAuth> => {
    const caller = await root.readSession(request);
    assertSignedIn(caller);
    return caller;
  };
  // Settled before the body is read.
  const onRequest = async (request: FastifyRequest) => {
    await member(request);
  };

  app.get(
    '/api/me/roommate-profile',
    {
      onRequest,
      schema: {
        tags,
        summary: 'My roommate profile (null before the first save)',
        response: { 200: roommateProfileResultSchema, ...errors },
      },
    },
    async (request) => ({
      profile: await getOwnRoommateProfile(root.deps, (await member(request)).userId),
    }),
  );

  app.put(
    '/api/me/roommate-profile',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create my roommate profile or replace it (empty values are not kept)',
        // Checked below, so a bad body names whether it was a create or an update.
        body: z.unknown(),
        response: { 200: roommateProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await member(request);
      const parsed = roommateProfileInputSchema.safeParse(request.body);
      if (!parsed.success) {
        const existing = await getOwnRoommateProfile(root.deps, userId);
        throw new AppError(existing ? 'roommate.invalid-update' : 'roommate.invalid-data', {
          fields: issuesToFields(parsed.error),
        });
      }
      return saveRoommateProfile(root.deps, userId, parsed.data);
    },
  );

  app.delete(
    '/api/me/roommate-profile',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete my roommate profile',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRoommateProfile(root.deps, (await member(request)).userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/roommate-profile/photos',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add photos of my room (multipart, field "photos"; at most 6 in all)',
        consumes: ['multipart/form-data'],
        response: {
          200: roomPhotoListSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      photos: await uploadRoomPhotos(root.deps, (await member(request)).userId, request),
    }),
  );

  app.delete(
    '/api/me/roommate-profile/photos/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a photo of my room',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: roomPhotoListSchema, ...errors },
      },
    },
    async (request) => ({
      photos: await removeRoomPhoto(root.deps, (await member(request)).userId, request.params.id),
    }),
  );

  app.get(
    '/api/roommates',
    {
      schema: {
        tags,
        summary:
          'Open roommate profiles passing the filters, never my own (anonymous: by college only, as public cards)',
        querystring: roommateSearchSchema,
        response: { 200: roommateListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await root.readSession(request);
      // A college's public page (roommates/{college}) lists its open profiles to anyone, as
      // public cards; every other search needs a signed-in person.
      if (!caller && request.query.college)
        return publicCards(
          await searchRoommates(root.deps, '', { ...request.query, sort: 'recent' }),
        );
      assertSignedIn(caller);
      return searchRoommates(root.deps, caller.userId, request.query);
    },
  );

  app.get(
    '/api/roommates/recommendations',
    {
      onRequest,
      schema: {
        tags,
        summary: 'My top 5 matches, each with what matched and what did not',
        response: { 200: roommateMatchListSchema, ...errors },
      },
    },
    async (request) => recommendRoommates(root.deps, (await member(request)).userId),
  );

  app.get(
    '/api/roommates/:userId',
    {
      onRequest,
      schema: {
        tags,
        summary: "Someone's roommate profile (never their email or phone)",
        params,
        response: { 200: roommateProfileSchema, ...errors },
      },
    },
    async (request) => getRoommateProfile(root.deps, await member(request), request.params.userId),
  );
}
