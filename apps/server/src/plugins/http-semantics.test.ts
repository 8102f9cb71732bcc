import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@nivaas/shared';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../test/accounts';

const t = useTestApp();
let user: TestUser;
beforeAll(async () => {
  user = await makeUser(t.app, 'tenant');
});

const BASE = '/api/me/saved-locations';

/** The answer carries the usual security headers and the one error body. */
const expectCommonError = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
};

describe('HTTP semantics every route shares', () => {
  it('answers a method a known path does not support with 405 and the methods it does in Allow', async () => {
    for (const method of ['TRACE', 'PUT', 'QUERY'] as const) {
      const res = await t.app.inject({
        method,
        url: BASE,
        headers: { ...as(user), 'content-type': 'application/json' },
        payload: '{}',
      });
      expectCommonError(res, 405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
    }
    const one = await t.app.inject({ method: 'TRACE', url: `${BASE}/some-id?x=1` });
    expectCommonError(one, 405);
    expect(one.headers.allow).toBe('DELETE, PATCH');
  });

  it('still answers 404 for a path no route has, whatever the method', async () => {
    const res = await t.app.inject({ method: 'TRACE', url: '/api/no-such-thing' });
    expectCommonError(res, 404);
    expect(res.headers.allow).toBeUndefined();
  });

  it('refuses a path parameter over the router limit with 414 in the common shape and with the security headers', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${'a'.repeat(101)}`,
      headers: as(user),
    });
    expectCommonError(res, 414);
    expect(res.json().error.reason).toBe('request.invalid');
  });

  it('sends a 204 with no body and no content type', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: as(user),
      payload: { name: 'College', city: 'bangalore', sublocality: 'KORAMANGALA' },
    });
    expect(saved.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${saved.json().id}`,
      headers: as(user),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
  });

  it('describes a 204 with no content in the API description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const noContent = doc.paths['/api/me/saved-locations/{id}'].delete.responses['204'];
    expect(noContent).toBeDefined();
    expect(noContent.content).toBeUndefined();
  });

  it('refuses an unknown query parameter of a declared endpoint, naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}?sort=name`,
      headers: as(user),
    });
    expectCommonError(res, 400);
    expect(Object.keys(res.json().error.fields)).toEqual(['sort']);
  });
});
