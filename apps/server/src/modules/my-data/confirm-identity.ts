import { timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { AccountDeletionInput } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../plugins/auth/create-auth';
import { base32Encode, totpCode } from '../../plugins/auth/totp-code';
import { credentialOf, twoFactorOf } from './account-deletion.repository';
import type { Deps } from '../../plugins/events/deps';

const BASE32_PREFIX = 'base32:';
const STEP_MS = 30_000;

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** How a person can prove it is them: their password (if they have one), a TOTP code (if on). */
export async function confirmationMethods(deps: Pick<Deps, 'db'>, userId: string) {
  const [credential, twoFactor] = await Promise.all([
    credentialOf(deps.db, userId),
    twoFactorOf(deps.db, userId),
  ]);
  return { password: Boolean(credential?.password), code: Boolean(twoFactor?.verified) };
}

/**
 * The person at the keyboard is the account's owner: their password, or a current code of their
 * authenticator app (the step before or after too, for a clock a little off). Anything else is
 * refused the same way, whatever was wrong.
 */
export async function confirmIdentity(
  deps: Pick<Deps, 'db'> & { auth: Auth },
  userId: string,
  input: AccountDeletionInput,
  now: Date,
): Promise<void> {
  const ctx = await deps.auth.$context;
  if (input.password) {
    const credential = await credentialOf(deps.db, userId);
    if (
      credential?.password &&
      (await ctx.password.verify({ hash: credential.password, password: input.password }))
    )
      return;
  }
  if (input.code) {
    const twoFactor = await twoFactorOf(deps.db, userId);
    if (twoFactor?.verified) {
      const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: twoFactor.secret });
      const base32 = secret.startsWith(BASE32_PREFIX)
        ? secret.slice(BASE32_PREFIX.length).toUpperCase()
        : base32Encode(Buffer.from(secret));
      const at = now.getTime();
      for (const offset of [-STEP_MS, 0, STEP_MS])
        if (sameText(totpCode(base32, at + offset), input.code)) return;
    }
  }
  throw new AppError('my-data.wrong-confirmation');
}
