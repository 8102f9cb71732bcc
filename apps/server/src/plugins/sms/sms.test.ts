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
      MSG91_URL: `http://127.0.0.1:${port}/api/v5/flow`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const sendCode = (phoneNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    headers: { origin: TEST_ORIGIN },
    payload: { phoneNumber },
  });

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

  it('answers 503 when MSG91 refuses, so the person can try again', async () => {
    answer = { status: 200, body: '{"type":"error","message":"Invalid authkey"}' };
    const res = await sendCode('98450 12346');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { reason: 'phone.sms-failed' } });
  });
});
