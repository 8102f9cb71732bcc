import { PASSWORD_MIN_CHARS } from '@nivaas/shared';

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/**
 * A rough hint only: length counts most, then variety. The server enforces the real rule
 * (minimum length); this helps a person pick something harder to guess.
 */
export function passwordStrength(
  password: string,
): { level: PasswordStrength; score: number } | null {
  if (!password) return null;
  if (password.length < PASSWORD_MIN_CHARS) return { level: 'weak', score: 10 };
  let points = 1;
  if (password.length >= 12) points += 1;
  if (password.length >= 16) points += 1;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  points += Math.max(0, kinds - 1);
  if (/^(.)\1+$/.test(password) || /^(?:0123|1234|abcd|qwer|pass)/i.test(password))
    points = Math.min(points, 1);
  const level: PasswordStrength =
    points <= 1 ? 'weak' : points <= 2 ? 'fair' : points <= 4 ? 'good' : 'strong';
  const score = { weak: 25, fair: 50, good: 75, strong: 100 }[level];
  return { level, score };
}
