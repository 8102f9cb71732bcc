import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  roommateRequestBoxSchema,
  roommateRequestInputSchema,
  roommateRequestSchema,
} from '../schemas/roommate-requests';
import { defineEndpoint } from './endpoint';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  412: apiErrorSchema,
  429: apiErrorSchema,
};
const id = z.string().min(1).max(64);
const member = {
  access: 'member',
  signInReason: 'roommate.sign-in-required',
  tags: ['roommate-requests'],
} as const;

const answer = (verb: 'accept' | 'decline') =>
  defineEndpoint({
    ...member,
    method: 'POST',
    path: `/api/roommate-requests/:id/${verb}`,
    summary: `${verb === 'accept' ? 'Accept' : 'Decline'} a roommate request sent to me`,
    params: z.object({ id }),
    responses: { 200: roommateRequestSchema, ...errors },
  });

/** Roommate requests: saying hello before a chat opens (signed in only). */
export const roommateRequestEndpoints = {
  send: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/roommates/:userId/requests',
    summary: 'Send a roommate request',
    params: z.object({ userId: id }),
    body: roommateRequestInputSchema,
    responses: { 201: roommateRequestSchema, ...errors },
  }),
  box: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/me/roommate-requests',
    summary: 'Roommate requests I received and sent',
    responses: { 200: roommateRequestBoxSchema, ...errors },
  }),
  accept: answer('accept'),
  decline: answer('decline'),
};
