import { passwordSchema, VALIDATION } from '@nivaas/shared';
import { ratePasswordNow } from './password-strength';

/**
 * Checks a new password and its confirmation with the shared rules: length, then strength (the
 * server's estimator, once loaded). Returns the English messages by field (translated by the
 * caller), empty when both are fine.
 */
export function newPasswordErrors(
  password: string,
  confirm: string,
  ownWords: string[] = [],
): { password?: string; confirm?: string } {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success)
    return { password: parsed.error.issues[0]?.message ?? VALIDATION.passwordLength };
  const rating = ratePasswordNow(password, ownWords);
  if (rating && !rating.acceptable) return { password: rating.problem ?? VALIDATION.passwordWeak };
  if (confirm !== password) return { confirm: VALIDATION.passwordsDiffer };
  return {};
}
