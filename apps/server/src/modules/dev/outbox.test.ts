import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';
import { newId } from '../../lib/ids';
import { nowIso } from '../../db/dialect';

const t = useTestApp();

const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: {
      name: 'Asha Verma',
      firstName: 'Asha',
      lastName: 'Verma',
      email,
      password: 'Correct-Horse-42',
      userType: 'tenant',
    },
  });

async function storeMail(mail: { to: string; subject: string; link: string; createdAt?: string }) {
  await t.app.db
    .insertInto('outbox_mails')
    .values({ id: newId(), text: 'text', html: '<p>html</p>', createdAt: nowIso(), ...mail })
    .execute();
}

describe('the dev outbox (development, demo and test)', () => {
  it('lists a verification mail as JSON, newest first, with its link', async () => {
    await signUp('first@example.in');
    await new Promise((r) => setTimeout(r, 5));
    await signUp('second@example.in');
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { mails } = res.json<{
      mails: Array<{ to: string; subject: string; link: string; createdAt: string }>;
    }>();
    const ours = mails.filter((m) => m.to.endsWith('@example.in'));
    expect(ours.map((m) => m.to).slice(0, 2)).toEqual(['second@example.in', 'first@example.in']);
    expect(ours[0]).toMatchObject({ subject: 'Verify your email for Nivaas' });
    expect(ours[0]!.link).toContain('/api/auth/verify-email?token=');
  });

  it('filters by recipient, ignoring case', async () => {
    await signUp('only.me@example.in');
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=Only.Me@Example.in' });
    const { mails } = res.json<{ mails: Array<{ to: string }> }>();
    expect(mails.length).toBe(1);
    expect(mails[0]!.to).toBe('only.me@example.in');
  });

  it('shows a page with recipient, subject, time and a clickable link', async () => {
    await signUp('page@example.in');
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('page@example.in');
    expect(res.body).toContain('Verify your email for Nivaas');
    expect(res.body).toMatch(
      /<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">Verify email<\/a>/,
    );
    expect(res.body).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
  });

  it('escapes everything it shows and links only to web addresses', async () => {
    await storeMail({
      to: '"><script>alert(1)</script>@example.in',
      subject: '<img src=x onerror=alert(2)>',
      link: 'javascript:alert(3)',
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('href="javascript:');
    expect(res.body).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  it('shows at most the newest 50', async () => {
    for (let i = 0; i < 55; i++) {
      await storeMail({
        to: `bulk${i}@example.in`,
        subject: `Mail ${i}`,
        link: '',
        createdAt: `2030-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
      });
    }
    const { mails } = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json<{
      mails: Array<{ to: string }>;
    }>();
    expect(mails.length).toBe(50);
    expect(mails[0]!.to).toBe('bulk54@example.in');
  });
});

describe('the dev outbox seen from another device on the network', () => {
  it('does not exist: mails hold sign-in links', async () => {
    const lan = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      await lan.app.db
        .insertInto('outbox_mails')
        .values({
          id: newId(),
          to: 'a@b.in',
          subject: 'Reset',
          text: 't',
          html: 'h',
          link: 'http://x/reset?token=secret',
          createdAt: nowIso(),
        })
        .execute();
      for (const url of ['/dev/outbox', '/api/dev/outbox']) {
        const far = await lan.app.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-for': '192.168.1.20' },
        });
        expect(far.statusCode, url).toBe(404);
        expect(far.body).not.toContain('secret');
        const near = await lan.app.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(near.statusCode, url).toBe(200);
        expect(near.body).toContain('secret');
      }
    } finally {
      await lan.close();
    }
  });
});

describe('the dev outbox under another name (DNS rebinding)', () => {
  it("answers only this machine's own names in Host", async () => {
    await storeMail({
      to: 'rebind@example.in',
      subject: 'Rebinding check',
      link: 'http://x/?token=hush',
    });
    // The newest 50 are shown: this one is found by its recipient among the bulk of the others.
    const query = '?to=rebind@example.in';
    for (const url of [`/dev/outbox${query}`, `/api/dev/outbox${query}`]) {
      for (const host of [
        'evil.example',
        'evil.example:3000',
        'localhost.evil.example',
        '192.168.1.20:3000',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { host } });
        expect(res.statusCode, `${url} ${host}`).toBe(404);
        expect(res.body).not.toContain('hush');
      }
      for (const host of ['localhost:3000', 'LOCALHOST', '127.0.0.1:3000', '[::1]:3000', '[::1]']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { host } });
        expect(res.statusCode, `${url} ${host}`).toBe(200);
        expect(res.body).toContain('Rebinding check');
      }
    }
  });
});

describe('the dev outbox in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ env: { APP_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) } });
  });
  afterAll(async () => prod.close());

  it('does not exist', async () => {
    for (const url of ['/dev/outbox', '/api/dev/outbox']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('outbox');
    }
  });
});
