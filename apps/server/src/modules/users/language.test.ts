import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { makeProperty } from '../../../test/properties';
import { startPushService, type TestBrowser } from '../../../test/push-endpoint';
import { kolkataDay } from '../../../test/service-bookings';
import { requestVisit, setHours } from '../../../test/site-visits';
import { useTestApp } from '../../../test/use-test-app';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';

const t = useTestApp({ env: { AUTH_PHONE_CODES_PER_NUMBER_PER_HOUR: '1000' } });
let service: Awaited<ReturnType<typeof startPushService>>;
let who: Record<'owner' | 'seeker', TestUser>;
let phone: TestBrowser;
beforeAll(async () => {
  service = await startPushService();
  who = await makeUsers(t.app, { owner: 'owner', seeker: 'tenant' });
  phone = service.browser();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: as(who.owner),
    payload: phone.subscription,
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => service.close());

const pick = (user: TestUser | null, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/language',
    headers: as(user),
    payload: { language },
  });
const storedLanguage = async (id: string) =>
  (
    await t.app.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).language;

let hour = 9;
/** The seeker asks to visit a new listing of the owner; the owner's push and mail as sent. */
async function visitAsked() {
  const listing = await makeProperty(t.app, who.owner, { title: 'Lotus Residency' });
  await setHours(t.app, who.owner, listing.id);
  const time = `${String(hour++).padStart(2, '0')}:00`;
  await requestVisit(t.app, who.seeker, { propertyId: listing.id, date: kolkataDay(2), time });
  await deliveriesSent(t.app.bus);
  const pushes = service.to(phone);
  const push = JSON.parse(phone.decrypt(pushes.at(-1)!.body)) as Record<string, string>;
  const mail = await t.app.db
    .selectFrom('outbox_mails')
    .select(['subject', 'text', 'html'])
    .where('to', '=', who.owner.email)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { push, mail, count: pushes.length };
}

describe("a person's language", () => {
  it('words their push and mail in it, and a switch changes the next one', async () => {
    expect(await storedLanguage(who.owner.id)).toBe('en');
    const english = await visitAsked();
    expect(english.push.title).toBe('Visit requested');
    expect(english.mail.subject).toBe('Visit requested - Nivaas');

    const hindi = await pick(who.owner, 'hi');
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.json()).toEqual({ language: 'hi' });
    const inHindi = await visitAsked();
    expect(inHindi.count).toBe(english.count + 1);
    expect(inHindi.push.title).toBe('विज़िट का अनुरोध');
    expect(inHindi.push.body).toContain('Lotus Residency');
    expect(inHindi.push.body).toContain('देखने आना चाहते हैं');
    expect(inHindi.mail.subject).toBe('विज़िट का अनुरोध - Nivaas');
    expect(inHindi.mail.text).toMatch(/^नमस्ते /);
    expect(inHindi.mail.html).toContain('Nivaas खोलें');

    expect((await pick(who.owner, 'ta')).statusCode).toBe(200);
    const inTamil = await visitAsked();
    expect(inTamil.push.title).toBe('வருகைக் கோரிக்கை');
    expect(inTamil.mail.subject).toBe('வருகைக் கோரிக்கை - Nivaas');
  });

  it('refuses a language we do not speak, and a signed-out caller, changing nothing', async () => {
    expect((await pick(who.seeker, 'te')).statusCode).toBe(200);
    for (const language of ['fr', 'hi-IN', '', 42, null]) {
      const res = await pick(who.seeker, language);
      expect(res.statusCode, String(language)).toBe(400);
      expect(await storedLanguage(who.seeker.id)).toBe('te');
    }
    expect((await pick(null, 'hi')).statusCode).toBe(401);
  });

  it('is the app’s at sign-up: the verification mail comes in it', async () => {
    const signUp = (language: unknown, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: {
          name: 'Lakshmi Rao',
          firstName: 'Lakshmi',
          lastName: 'Rao',
          password: 'Correct-Horse-42',
          userType: 'tenant',
          email,
          language,
        },
      });
    expect((await signUp('fr', 'lakshmi.fr@example.in')).statusCode).toBe(400);
    const res = await signUp('te', 'lakshmi@example.in');
    expect(res.statusCode, res.body).toBe(200);
    const person = await t.app.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'lakshmi@example.in')
      .executeTakeFirstOrThrow();
    expect(person.language).toBe('te');
    const mail = await t.app.db
      .selectFrom('outbox_mails')
      .select(['subject', 'text'])
      .where('to', '=', 'lakshmi@example.in')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Nivaas కోసం మీ ఇమెయిల్‌ను ధృవీకరించండి');
    expect(mail.text).toMatch(/^నమస్తే Lakshmi, /);
  });

  it('words the sign-in code’s SMS: the app’s for a new number, the account’s after', async () => {
    const number = '+919812345670';
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });
    const lastSms = async () =>
      (
        await t.app.db
          .selectFrom('outbox_mails')
          .select(['text'])
          .where('to', '=', number)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).text;
    const sent = await post('/api/auth/phone-number/send-otp', {
      phoneNumber: number,
      language: 'hi',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = await lastSms();
    expect(sms).toContain('आपका Nivaas कोड है');
    const code = /^(\d{6})/.exec(sms)![1]!;
    const made = await post('/api/auth/phone-number/verify', {
      phoneNumber: number,
      code,
      firstName: 'Ravi',
      lastName: 'Kumar',
      userType: 'tenant',
      language: 'ta',
    });
    expect(made.statusCode, made.body).toBe(200);
    // The account keeps the app's language, and its next code comes in it.
    await post('/api/auth/phone-number/send-otp', { phoneNumber: number, language: 'en' });
    expect(await lastSms()).toContain('உங்கள் Nivaas குறியீடு');
    expect(
      (await post('/api/auth/phone-number/send-otp', { phoneNumber: number, language: 'xx' }))
        .statusCode,
    ).toBe(400);
    // The account's language wins over the app's cookie too.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers: { origin: TEST_ORIGIN, cookie: 'nivaas_language=hi' },
      payload: { phoneNumber: number },
    });
    expect(await lastSms()).toContain('உங்கள் Nivaas குறியீடு');
  });

  it('words a new number’s code in the app’s language from its cookie or the browser’s, else English', async () => {
    const codeTo = async (number: string, headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/phone-number/send-otp',
        headers: { origin: TEST_ORIGIN, ...headers },
        payload: { phoneNumber: number },
      });
      expect(res.statusCode, res.body).toBe(200);
      const sms = await t.app.db
        .selectFrom('outbox_mails')
        .select('text')
        .where('to', '=', number)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return sms.text;
    };
    expect(await codeTo('+919812345671', { cookie: 'nivaas_language=te' })).toContain(
      'మీ Nivaas కోడ్',
    );
    expect(await codeTo('+919812345672', { 'accept-language': 'ta-IN,ta;q=0.9' })).toContain(
      'உங்கள் Nivaas குறியீடு',
    );
    // The saved choice comes before the browser's.
    expect(
      await codeTo('+919812345673', { cookie: 'nivaas_language=hi', 'accept-language': 'te' }),
    ).toContain('आपका Nivaas कोड है');
    expect(await codeTo('+919812345674', {})).toContain('is your Nivaas code');
  });
});
