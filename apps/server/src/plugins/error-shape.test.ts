import { describe, expect, it } from 'vitest';
import { apiErrorSchema, PROPERTY_VALIDATION } from '@nivaas/shared';
import { useTestApp } from '../../test/use-test-app';
import { as, makeUser } from '../../test/accounts';

/**
 * Every query parameter goes through its shared schema and every refusal has our shape,
 * `{ error: { code, reason, message } }`, even those Fastify's router answers by itself.
 */
const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });

const expectOurShape = (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(apiErrorSchema.safeParse(body).success, res.body).toBe(true);
  return body.error as { code: string; reason: string; message: string; fields?: object };
};

describe('query dates', () => {
  it.each(['2026-13-45', '2026-02-30', '2026-00-10', '2026-1-5'])(
    'refuses availableBy=%s at the field',
    async (date) => {
      const res = await get(`/api/properties/search?availableBy=${date}`);
      expect(res.statusCode).toBe(400);
      expect(expectOurShape(res)).toMatchObject({
        code: 'invalid-argument',
        reason: 'request.invalid',
        fields: { availableBy: PROPERTY_VALIDATION.availableFrom },
      });
    },
  );

  it('accepts a real date', async () => {
    expect((await get('/api/properties/search?availableBy=2028-02-29')).statusCode).toBe(200);
  });
});

describe('bad percent-encoding', () => {
  it.each([
    '/api/properties?city=%E0%A4',
    '/api/properties/search?city=%E0%A4',
    '/api/properties/search?q=100%',
    '/api/health?probe=%ZZ',
  ])('answers %s with 400 in our shape', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(expectOurShape(res)).toMatchObject({
      code: 'invalid-argument',
      reason: 'request.invalid',
    });
  });

  it('answers a path that is not valid percent-encoding with 400 in our shape', async () => {
    const res = await get('/api/properties/%E0%A4');
    expect(res.statusCode).toBe(400);
    expect(expectOurShape(res)).toMatchObject({
      code: 'invalid-argument',
      reason: 'request.invalid',
    });
    expect(res.body).not.toContain('FST_ERR');
  });

  it('still reads a well-encoded query', async () => {
    const res = await get(`/api/properties/search?city=${encodeURIComponent('गुंटूर')}`);
    expect(res.statusCode).toBe(200);
  });
});

describe('control characters in a query', () => {
  it('searches without them (PostgreSQL cannot take a NUL)', async () => {
    for (const url of [
      '/api/properties/search?q=flat%00%E2%80%AE',
      '/api/properties/search?city=Guntur%00&locality=Brodipet%07',
      '/api/properties/search/new-count?q=%00&since=2026-01-01T00:00:00.000Z',
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('answers a NUL in an id as a bad request, not a server failure', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/properties/abc%00def',
      headers: as(user),
    });
    expect([400, 404], res.body).toContain(res.statusCode);
    expectOurShape(res);
  });
});

describe("Fastify's own refusals", () => {
  it.each([
    ['an unknown API path', { method: 'GET', url: '/api/no-such-thing' }, 404],
    [
      'a body that is not JSON',
      {
        method: 'POST',
        url: '/api/properties',
        headers: { 'content-type': 'application/json' },
        payload: '{"title":',
      },
      400,
    ],
    [
      'a body of a type no route reads',
      {
        method: 'POST',
        url: '/api/properties',
        headers: { 'content-type': 'text/xml' },
        payload: '<x/>',
      },
      415,
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/api/properties',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 1) }),
      },
      413,
    ],
  ] as const)('answer %s in our shape', async (_, request, status) => {
    const owner = await makeUser(t.app, 'owner');
    const res = await t.app.inject({
      ...request,
      headers: { ...as(owner), ...('headers' in request ? request.headers : {}) },
    });
    expect(res.statusCode).toBe(status);
    expectOurShape(res);
  });
});
