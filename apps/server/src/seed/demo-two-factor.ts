import type { FastifyInstance } from 'fastify';
import { symmetricEncrypt } from 'better-auth/crypto';

/**
 * DEMO ONLY. The demo admin's TOTP secret (base32) and backup codes, fixed so the printed
 * instructions and the browser tests can compute codes. Never give a real account a secret
 * that is written down anywhere: a real admin turns TOTP on from their own settings.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'NIVAASDEMOADMINTOTPSECRETTWOFACT';
export const DEMO_ADMIN_BACKUP_CODES = [
  'DEMO1-AAAAA',
  'DEMO2-BBBBB',
  'DEMO3-CCCCC',
  'DEMO4-DDDDD',
  'DEMO5-EEEEE',
  'DEMO6-FFFFF',
  'DEMO7-GGGGG',
  'DEMO8-HHHHH',
  'DEMO9-IIIII',
  'DEMO0-JJJJJ',
] as const;

/** What an authenticator app scans or reads to add the demo admin. */
export const demoAdminOtpauthUri = (email: string): string =>
  `otpauth://totp/Nivaas:${encodeURIComponent(email)}?secret=${DEMO_ADMIN_TOTP_SECRET}` +
  '&issuer=Nivaas&algorithm=SHA1&digits=6&period=30';

/** Turns TOTP on for the demo admin, stored as Better Auth stores it (encrypted, verified). */
export async function seedDemoAdminTotp(app: FastifyInstance, userId: string): Promise<void> {
  const { secretConfig } = await app.auth.$context;
  // "base32:" marks a secret brought from elsewhere: Better Auth decodes it before use.
  const secret = await symmetricEncrypt({
    key: secretConfig,
    data: `base32:${DEMO_ADMIN_TOTP_SECRET}`,
  });
  const backupCodes = await symmetricEncrypt({
    key: secretConfig,
    data: JSON.stringify(DEMO_ADMIN_BACKUP_CODES),
  });
  await app.db
    .insertInto('two_factors')
    .values({
      id: `demo-2fa-${userId}`,
      secret,
      backupCodes,
      userId,
      verified: 1,
      failedVerificationCount: 0,
    })
    .execute();
  await app.db.updateTable('users').set({ twoFactorEnabled: 1 }).where('id', '=', userId).execute();
}
