import { timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { AccountDeletionInput } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../plugins/auth/create-auth';
import { base32Encode, totpCode } from '../../plugins/auth/totp-code';
import { credentialOf, personOf, twoFactorOf } from './account-deletion.repository';
import type { Deps } from '../../plugins/events/deps';

const BASE32_PREFIX = 'base32:';
const STEP_MS = 30_000;

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The account's mobile number in E.164, if a code sent to it was ever entered; else null. */
export async function verifiedPhoneOf(deps: Pick<Deps, 'db'>, userId: string) {
  const person = await personOf(deps.db, userId);
  return person?.phoneNumber && person.phoneNumberVerified ? person.phoneNumber : null;
}

/** `+919876500001` → `+91 ••••• •0001`: enough for a person to know which phone to look at. */
export const maskedPhone = (e164: string) =>
  e164.startsWith('+91') && e164.length === 13
    ? `+91 ••••• •${e164.slice(-4)}`
    : `${e164.slice(0, 3)} ••• ${e164.slice(-4)}`;

/**
 * How a person can prove it is them: their password (if they have one), a TOTP code (if on), a
 * code by SMS (if their mobile number is verified; the masked number).
 */
export async function confirmationMethods(deps: Pick<Deps, 'db'>, userId: string) {
  const [credential, twoFactor, phone] = await Promise.all([
    credentialOf(deps.db, userId),
    twoFactorOf(deps.db, userId),
    verifiedPhoneOf(deps, userId),
  ]);
  return {
    password: Boolean(credential?.password),
    code: Boolean(twoFactor?.verified),
    sms: phone ? maskedPhone(phone) : null,
  };
}

/**
 * The person at the keyboard is the account's owner: their password, a current code of their
 * authenticator app (the step before or after too, for a clock a little off), or the code just
 * sent by SMS to their verified number (used up by the check, as on sign-in). Anything else is
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
  if (input.smsCode) {
    const phone = await verifiedPhoneOf(deps, userId);
    if (phone) {
      const verified = await deps.auth.api
        .verifyPhoneNumber({
          body: { phoneNumber: phone, code: input.smsCode, disableSession: true },
        })
        .then(
          (result) => result.status,
          () => false,
        );
      if (verified) return;
    }
  }
  throw new AppError('my-data.wrong-confirmation');
}
