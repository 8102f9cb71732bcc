import { describe, expect, it } from 'vitest';
import { DEMO_PHONE_ACCOUNT } from './seed/demo-phone';
import { DEMO_ADMIN_TOTP_SECRET } from './seed/demo-two-factor';
import { startBanner } from './start-banner';

const url = 'http://localhost:3000';

describe('the start banner', () => {
  it('says where SMS codes go without a provider, and names the demo phone number', () => {
    const banner = startBanner({ url, seeded: true, sms: 'outbox' });
    expect(banner).toContain(`Nivaas is running at ${url}`);
    expect(banner).toContain(
      `No SMS provider is set (MSG91_AUTH_KEY): sign-in codes by SMS land in the dev outbox: ${url}/dev/outbox`,
    );
    expect(banner).toContain(
      `Signs in by mobile number only (a code by SMS): ${DEMO_PHONE_ACCOUNT.phoneNumber}`,
    );
    expect(DEMO_PHONE_ACCOUNT.phoneNumber).toBe('+919876500001');
    expect(banner).toContain('seeker@nivaas.demo');
    expect(banner).toContain(DEMO_ADMIN_TOTP_SECRET);
  });

  it('sends no one to the outbox for codes when MSG91 sends them', () => {
    const banner = startBanner({ url, seeded: true, sms: 'msg91' });
    expect(banner).not.toContain('No SMS provider');
    expect(banner).toContain(DEMO_PHONE_ACCOUNT.phoneNumber);
  });

  it('lists no demo accounts without the demo seed', () => {
    const banner = startBanner({ url, seeded: false, sms: 'outbox' });
    expect(banner).not.toContain('Demo accounts');
    expect(banner).not.toContain(DEMO_PHONE_ACCOUNT.phoneNumber);
    expect(banner).toContain('sign-in codes by SMS land in the dev outbox');
  });
});
