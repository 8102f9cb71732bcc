import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  roommateMatchListSchema,
  roommateListSchema,
  roommateProfileResultSchema,
  roommateProfileSchema,
  roommateSearchSchema,
  roomPhotoListSchema,
} from '../schemas/roommates';
import { defineEndpoint } from './endpoint';

const tags = ['roommates'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const id = z.string().min(1).max(64);
// Signed out reads "User must be logged in to create a profile" (spec 8).
const member = { access: 'member', signInReason: 'roommate.sign-in-required', tags } as const;

/** Roommate profiles, search and matches (spec sections 3, 7, 9): signed in only. */
export const roommateEndpoints = {
  mine: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/me/roommate-profile',
    summary: 'My roommate profile (null before the first save)',
    responses: { 200: roommateProfileResultSchema, ...errors },
  }),
  save: defineEndpoint({
    ...member,
    method: 'PUT',
    path: '/api/me/roommate-profile',
    summary: 'Create my roommate profile or replace it (empty values are not kept)',
    // roommateProfileInputSchema, checked by the handler, so a bad body names whether it was a
    // create or an update.
    body: z.unknown(),
    responses: { 200: roommateProfileSchema, ...errors },
  }),
  remove: defineEndpoint({
    ...member,
    method: 'DELETE',
    path: '/api/me/roommate-profile',
    summary: 'Delete my roommate profile',
    responses: { 204: z.null(), ...errors },
  }),
  addPhotos: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/me/roommate-profile/photos',
    summary: 'Add photos of my room (multipart, field "photos"; at most 6 in all)',
    consumes: ['multipart/form-data'],
    responses: { 200: roomPhotoListSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
  }),
  removePhoto: defineEndpoint({
    ...member,
    method: 'DELETE',
    path: '/api/me/roommate-profile/photos/:id',
    summary: 'Remove a photo of my room',
    params: z.object({ id }),
    responses: { 200: roomPhotoListSchema, ...errors },
  }),
  // Open to visitors for a college's public page (roommates/{college}); any other search asks
  // the handler for a signed-in person.
  search: defineEndpoint({
    method: 'GET',
    path: '/api/roommates',
    summary:
      'Open roommate profiles passing the filters, never my own (anonymous: by college only, as public cards)',
    tags,
    access: 'public',
    signInReason: 'roommate.sign-in-required',
    query: roommateSearchSchema,
    responses: { 200: roommateListSchema, ...errors },
  }),
  matches: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/roommates/recommendations',
    summary: 'My top 5 matches, each with what matched and what did not',
    responses: { 200: roommateMatchListSchema, ...errors },
  }),
  profile: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/roommates/:userId',
    summary: "Someone's roommate profile (never their email or phone)",
    params: z.object({ userId: id }),
    responses: { 200: roommateProfileSchema, ...errors },
  }),
};
