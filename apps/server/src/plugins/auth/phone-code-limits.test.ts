import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';

let limited: TestApp;
beforeAll(async () => {
  limited = await buildTestApp({
    authLimits: { signIn: 1000, signUp: 1000, passwordReset: 1000, phoneCode: 5 },
    env: { AUTH_PHONE_CODES_PER_NUMBER_PER_HOUR: '3' },
  });
});
afterAll(() => limited.close());

const sendCode = (phoneNumber: string, remoteAddress = '127.0.0.1') =>
  limited.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    headers: { origin: TEST_ORIGIN },
    remoteAddress,
    payload: { phoneNumber },
  });
const smsCount = async () =>
  Number(
    (
      await limited.app.db
        .selectFrom('outbox_mails')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('channel', '=', 'sms')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('limits on codes by SMS', () => {
  it('holds under a burst of 100 sends from one address: 5 sent, the rest 429, no 5xx', async () => {
    const before = await smsCount();
    const started = Date.now();
    // 100 different numbers, so only the per-address limit applies.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        sendCode(`+9198${String(i).padStart(8, '0')}`, '10.1.1.1'),
      ),
    );
    const ms = Date.now() - started;
    const statuses = answers.map((a) => a.statusCode);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    console.info(
      `phone code burst: 100 sends in ${ms} ms: ${count(200)} sent, ${count(429)} refused`,
    );
    expect(count(200)).toBe(5);
    expect(count(429)).toBe(95);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    expect(await smsCount()).toBe(before + 5);
    expect(answers.find((a) => a.statusCode === 429)?.json()).toMatchObject({
      error: { reason: 'auth.rate-limited' },
    });
  });

  it('sends one number at most 3 codes an hour, whichever addresses ask', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await sendCode('+919999912345', `10.2.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await sendCode('99999 12345', '10.2.0.9');
    expect(refused.json()).toMatchObject({ error: { reason: 'phone.too-many-codes' } });
  });
});
