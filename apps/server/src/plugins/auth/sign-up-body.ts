import { z } from 'zod';
import { issuesToFields, NAME_MAX_CHARS, registerSchema, VALIDATION } from '@nivaas/shared';
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
    name: z
      .string()
      .trim()
      .min(1, VALIDATION.required)
      .max(NAME_MAX_CHARS * 2 + 1, VALIDATION.nameTooLong),
  })
  .loose();

export const SIGN_UP_EMAIL_PATH = '/api/auth/sign-up/email';

/** 400 with a message per field, before anything is stored. */
export function checkSignUpBody(body: unknown): void {
  const parsed = signUpBodySchema.safeParse(body ?? {});
  if (parsed.success) return;
  throw new AppError('invalid-argument', undefined, issuesToFields(parsed.error));
}
