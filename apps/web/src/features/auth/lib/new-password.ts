import { passwordSchema, VALIDATION } from '@nivaas/shared';

/**
 * Checks a new password and its confirmation with the shared rules. Returns the English
 * schema messages by field (translated by the caller), empty when both are fine.
 */
export function newPasswordErrors(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success)
    return { password: parsed.error.issues[0]?.message ?? VALIDATION.passwordLength };
  if (confirm !== password) return { confirm: VALIDATION.passwordsDiffer };
  return {};
}
