import { z } from 'zod';
import { multilineText } from './text';
import { ROLES } from '../roles';
import { VALIDATION } from './user';

/** Diagnostics (/message-test, the auth test page): development and demo only. */
export const ECHO_MAX_CHARS = 500;
export const ECHO_TOO_LONG = `Must be at most ${ECHO_MAX_CHARS} characters`;

export const echoRequestSchema = z.object({
  text: multilineText().min(1, VALIDATION.required).max(ECHO_MAX_CHARS, ECHO_TOO_LONG),
});
export type EchoRequest = z.infer<typeof echoRequestSchema>;

export const echoResponseSchema = z.object({
  published: z.literal(true),
  /** The instance that published; the event may reach the caller through another one. */
  instanceId: z.string(),
});
export type EchoResponse = z.infer<typeof echoResponseSchema>;

/** What the server knows of the caller's session. Never the session token. */
export const diagnosticsSessionSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  sessionExpiresAt: z.string(),
  instanceId: z.string(),
  realtime: z.enum(['redis', 'in-process']),
});
export type DiagnosticsSession = z.infer<typeof diagnosticsSessionSchema>;
