import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  languageChoiceSchema,
  profileUpdateSchema,
  publicUserSchema,
  sessionStateSchema,
  sessionUserSchema,
} from '../schemas/user';
import { API_PATHS } from '../api-paths';
import { defineEndpoint } from './endpoint';

const tags = ['users'];
// On profile routes a missing session reads "No user logged in" (spec 8).
const ownProfile = { access: 'member', signInReason: 'user.not-logged-in', tags } as const;

/** The user record of spec section 3: the caller's own, anyone's public page, profile edits. */
export const userEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: API_PATHS.me,
    summary: 'The signed-in person',
    tags,
    access: 'member',
    responses: { 200: sessionUserSchema, 401: apiErrorSchema },
  }),
  // The web app's shell asks this on every page; a visitor is simply nobody.
  session: defineEndpoint({
    method: 'GET',
    path: API_PATHS.session,
    summary: 'The signed-in person, or null for a visitor (never 401)',
    tags,
    access: 'public',
    responses: { 200: sessionStateSchema },
  }),
  updateProfile: defineEndpoint({
    ...ownProfile,
    method: 'PATCH',
    path: '/api/profile',
    summary:
      "Edit own name, phone and bio (and a service provider's category, areas, experience and languages)",
    body: profileUpdateSchema,
    responses: { 200: sessionUserSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  setLanguage: defineEndpoint({
    ...ownProfile,
    method: 'PUT',
    path: '/api/profile/language',
    summary: 'The language Nivaas writes to the caller in (pushes, mails, SMS)',
    body: languageChoiceSchema,
    responses: { 200: languageChoiceSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  uploadAvatar: defineEndpoint({
    ...ownProfile,
    method: 'POST',
    path: '/api/profile/avatar',
    summary:
      'Upload own photo (multipart, one image file; JPEG, PNG, WebP, GIF or AVIF, at most 5 MB)',
    consumes: ['multipart/form-data'],
    responses: {
      200: sessionUserSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
    },
  }),
  removeAvatar: defineEndpoint({
    ...ownProfile,
    method: 'DELETE',
    path: '/api/profile/avatar',
    summary: 'Remove own photo',
    responses: { 200: sessionUserSchema, 401: apiErrorSchema },
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id',
    summary: "A person's page: public fields, or the whole record for that person and admins",
    tags,
    access: 'member',
    params: z.object({ id: z.string().min(1).max(64) }),
    responses: {
      200: z.union([sessionUserSchema, publicUserSchema]),
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
};
