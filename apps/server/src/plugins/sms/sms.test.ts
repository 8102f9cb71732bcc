import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app';

/** A stand-in for MSG91's flow API on this machine: it records each request. */
const received: Array<{ headers: IncomingMessage['headers']; body: unknown; url: string }> = [];
let answer = { status: 200, body: '{"type":"success","message":"3763646c3058373530393938"}' };
const provider = createServer((req, res) => {
  let data = '';
  req.on('data', (chunk: Buffer) => (data += chunk.toString()));
  req.on('end', () => {
    received.push({ headers: req.headers, body: JSON.parse(data || '{}'), url: req.url ?? '' });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await buildTestApp({
    env: {
      MSG91_AUTH_KEY: 'test-auth-key',
      MSG91_TEMPLATE_ID: 'tmpl-otp-1',
      MSG91_TEMPLATE_ID_HI: 'tmpl-otp-hi',
      MSG91_TEMPLATE_ID_TE: 'tmpl-otp-te',
      MSG91_URL: `http://127.0.0.1:${port}/api/v5/flow`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const sendCode = (
  phoneNumber: string,
  extra: { language?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    headers: { origin: TEST_ORIGIN, ...extra.headers },
    payload: { phoneNumber, ...(extra.language ? { language: extra.language } : {}) },
  });
const lastTemplate = () => (received.at(-1)?.body as { template_id?: string }).template_id;

describe('SMS through MSG91', () => {
  it('sends the code with the flow template to the number without its +, and keeps no outbox copy', async () => {
    const res = await sendCode('98450 12345');
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/api/v5/flow');
    expect(received[0]?.headers.authkey).toBe('test-auth-key');
    expect(received[0]?.body).toMatchObject({
      template_id: 'tmpl-otp-1',
      recipients: [{ mobiles: '919845012345', otp: expect.stringMatching(/^\d{6}$/) }],
    });
    const outbox = await t.app.db.selectFrom('outbox_mails').select('id').execute();
    expect(outbox).toHaveLength(0);
  });

  it('uses the template in the app’s language for a new number, and the English one where none is set', async () => {
    expect((await sendCode('98450 22001', { language: 'hi' })).statusCode).toBe(200);
    expect(lastTemplate()).toBe('tmpl-otp-hi');
    // No language in the form: the app's cookie, else the browser's first language.
    await sendCode('98450 22002', { headers: { cookie: 'nivaas_language=te' } });
    expect(lastTemplate()).toBe('tmpl-otp-te');
    await sendCode('98450 22003', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(lastTemplate()).toBe('tmpl-otp-hi');
    // Tamil has no template of its own here: the English one goes.
    await sendCode('98450 22004', { language: 'ta' });
    expect(lastTemplate()).toBe('tmpl-otp-1');
    await sendCode('98450 22005');
    expect(lastTemplate()).toBe('tmpl-otp-1');
  });

  it('answers 503 when MSG91 refuses, so the person can try again', async () => {
    answer = { status: 200, body: '{"type":"error","message":"Invalid authkey"}' };
    const res = await sendCode('98450 12346');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { reason: 'phone.sms-failed' } });
  });
});
