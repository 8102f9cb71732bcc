import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { as, makeUser } from '../../test/accounts';
import { listing, toQuery } from '../../test/property-search';
import { API_COMPRESSION_THRESHOLD_BYTES } from './api-compression';

const t = useTestApp();

describe("the API's answers: a visitor's compressed, a person's not (BREACH)", () => {
  const searchAs = (headers: Record<string, string>, q?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/properties/search?${toQuery({ city: 'Hyderabad', q })}`,
      headers,
    });

  it("a visitor's search answer comes in Brotli or gzip, as the client accepts, and reads the same", async () => {
    const owner = await makeUser(t.app, 'owner');
    for (const title of ['Sunny two-bedroom flat', 'Quiet studio', 'Family home near the lake'])
      await listing(t.app, owner, 'Madhapur', { title });
    const plain = await searchAs({ ...as(null), 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await searchAs({ ...as(null), 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).properties).toEqual(
      plain.json().properties,
    );

    const gz = await searchAs({ ...as(null), 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).properties).toEqual(
      plain.json().properties,
    );
  });

  it("a signed-in person's answer is sent uncompressed whatever the client accepts", async () => {
    const owner = await makeUser(t.app, 'owner');
    for (const title of ['Sunny two-bedroom flat', 'Quiet studio', 'Family home near the lake'])
      await listing(t.app, owner, 'Madhapur', { title });
    const seeker = await makeUser(t.app, 'tenant');
    const res = await searchAs({ ...as(seeker), 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(res.json().properties.length).toBeGreaterThanOrEqual(3);
  });

  it('a small answer and a sign-in answer are sent as they are', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    const user = await makeUser(t.app, 'tenant');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...as(null), 'accept-encoding': 'br' },
      payload: { email: user.email, password: 'Correct-Horse-42' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['content-encoding']).toBeUndefined();
    expect(signIn.json().user.email).toBe(user.email);
  });
});
