import type { DeletionCodeSent } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../plugins/auth/create-auth';
import { maskedPhone, verifiedPhoneOf } from './confirm-identity';
import type { Deps } from '../../plugins/events/deps';

/**
 * Sends a code by SMS to the caller's verified mobile number, so a person who signs in by phone
 * (no password, no authenticator app) can still confirm deleting their account. The code is
 * Better Auth's phone code: 6 digits, 5 minutes, 5 tries.
 */
export async function sendDeletionCode(
  deps: Pick<Deps, 'db' | 'log'> & { auth: Auth },
  userId: string,
): Promise<DeletionCodeSent> {
  const phone = await verifiedPhoneOf(deps, userId);
  if (!phone) throw new AppError('my-data.no-phone');
  try {
    await deps.auth.api.sendPhoneNumberOTP({ body: { phoneNumber: phone } });
  } catch (err) {
    deps.log.warn({ err }, 'deletion code not sent');
    throw new AppError('phone.sms-failed');
  }
  return { sentTo: maskedPhone(phone) };
}
