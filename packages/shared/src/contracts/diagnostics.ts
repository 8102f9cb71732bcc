import { apiErrorSchema } from '../schemas/api-error';
import {
  diagnosticsSessionSchema,
  echoRequestSchema,
  echoResponseSchema,
} from '../schemas/diagnostics';
import { defineEndpoint } from './endpoint';

const tags = ['dev'];

/** Realtime round trip and session view behind /message-test and the auth test page. */
export const diagnosticsEndpoints = {
  echo: defineEndpoint({
    method: 'POST',
    path: '/api/dev/echo',
    summary:
      "Publish a diagnostics.echo event to the caller's own room (development and demo only)",
    tags,
    access: 'member',
    body: echoRequestSchema,
    responses: { 202: echoResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/dev/session',
    summary: "The server's view of the caller's session (development and demo only)",
    tags,
    access: 'member',
    responses: { 200: diagnosticsSessionSchema, 401: apiErrorSchema },
  }),
};
