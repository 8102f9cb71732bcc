import {
  issuesToFields,
  LANGUAGE_CODES,
  lineText,
  NAME_MAX_CHARS,
  registerSchema,
  VALIDATION,
} from '@nivaas/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/**
 * The register form's rules (the shared registerSchema) applied to Better Auth's sign-up body,
 * which names the role `userType` and adds the display name. Better Auth itself only checks
 * the password length, so without this a name could be empty or a megabyte long. The role is
 * left to role-on-create.ts, which answers INVALID_ROLE.
 */
const signUpBodySchema = registerSchema
  .pick({ firstName: true, lastName: true, email: true, password: true })
  .extend({
    // The app's language at that moment: what Nivaas writes to them in (decision 066).
    language: z.enum(LANGUAGE_CODES).optional(),
    name: lineText()
      .min(1, VALIDATION.required)
      .max(NAME_MAX_CHARS * 2 + 1, VALIDATION.nameTooLong),
  })
  .loose();

export const SIGN_UP_EMAIL_PATH = '/api/auth/sign-up/email';

/**
 * 400 with a message per field, before anything is stored; otherwise the body to pass on, its
 * names as the shared text rule leaves them (no control characters or bidirectional overrides).
 */
export function checkSignUpBody(body: unknown): unknown {
  const parsed = signUpBodySchema.safeParse(body ?? {});
  if (!parsed.success)
    throw new AppError('invalid-argument', undefined, issuesToFields(parsed.error));
  const { firstName, lastName, name } = parsed.data;
  return { ...(body as Record<string, unknown>), firstName, lastName, name };
}
