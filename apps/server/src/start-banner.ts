import {
  DEMO_ADMIN_BACKUP_CODES,
  DEMO_ADMIN_TOTP_SECRET,
  demoAdminOtpauthUri,
} from './seed/demo-two-factor';
import { DEMO_PHONE_ACCOUNT } from './seed/demo-phone';

/**
 * What `npm start` prints once the server listens: where it runs, and with the demo seed its
 * accounts (the admin's second factor, the phone-only seeker's number); without an SMS provider,
 * where sign-in codes by SMS go instead.
 */
export function startBanner(opts: {
  url: string;
  seeded: boolean;
  sms: 'msg91' | 'outbox';
}): string {
  const { url, seeded, sms } = opts;
  const lines = [`\n  Nivaas is running at ${url}\n`];
  if (seeded) {
    lines.push('  Demo accounts (password: Nivaas@2026):');
    lines.push('    Seeker            seeker@nivaas.demo');
    lines.push('    Owner             owner@nivaas.demo');
    lines.push('    Service Provider  provider@nivaas.demo');
    lines.push('    Admin             admin@nivaas.demo');
    lines.push(
      '  The admin signs in with two-step verification (a demo-only secret, never for real use):',
    );
    lines.push(
      `    In an authenticator app, add a key by hand: ${DEMO_ADMIN_TOTP_SECRET} (time based)`,
    );
    lines.push(`    or open this link on the phone: ${demoAdminOtpauthUri('admin@nivaas.demo')}`);
    lines.push(
      `    Without an app, one backup code (each works once): ${DEMO_ADMIN_BACKUP_CODES[0]}`,
    );
    lines.push(
      `  Signs in by mobile number only (a code by SMS): ${DEMO_PHONE_ACCOUNT.phoneNumber}`,
    );
    lines.push(
      `  Mails (verification, password reset) land in the dev outbox: ${url}/dev/outbox\n`,
    );
  }
  if (sms === 'outbox')
    lines.push(
      `  No SMS provider is set (MSG91_AUTH_KEY): sign-in codes by SMS land in the dev outbox: ${url}/dev/outbox\n`,
    );
  return `${lines.join('\n')}\n`;
}
