import { beforeAll, describe, expect, it } from 'vitest';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'DELETE';
const reason = { reason: 'Checking the rules' };
/** Every admin route, with a body it accepts; ids of nothing (an admin gets a 404, not a refusal). */
const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/reports'],
  ['GET', '/api/admin/reports/none'],
  ['POST', '/api/admin/reports/none/assign'],
  ['POST', '/api/admin/reports/none/resolve', { action: 'none' }],
  ['POST', '/api/admin/reports/none/dismiss', {}],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/none'],
  ['POST', '/api/admin/users/none/suspend', reason],
  ['POST', '/api/admin/users/none/reinstate', reason],
  ['POST', '/api/admin/users/none/role', { role: 'owner', ...reason }],
  ['POST', '/api/admin/users/none/resend-verification'],
  ['POST', '/api/admin/users/none/force-password-reset'],
  ['GET', '/api/admin/properties'],
  ['POST', '/api/admin/properties/none/hide', reason],
  ['POST', '/api/admin/properties/none/unhide', reason],
  ['DELETE', '/api/admin/properties/none', reason],
  ['GET', '/api/admin/roommates'],
  ['POST', '/api/admin/roommates/none/hide', reason],
  ['POST', '/api/admin/roommates/none/unhide', reason],
  ['DELETE', '/api/admin/roommates/none', reason],
  ['GET', '/api/admin/services'],
  ['POST', '/api/admin/services/none/hide', reason],
  ['POST', '/api/admin/services/none/unhide', reason],
  ['DELETE', '/api/admin/services/none', reason],
];

describe('every admin route', () => {
  let callers: Record<
    'seeker' | 'owner' | 'provider' | 'admin' | 'adminWithoutSecondFactor',
    TestUser
  >;
  beforeAll(async () => {
    const people = await makeUsers(t.app, {
      seeker: 'tenant',
      owner: 'owner',
      provider: 'service-provider',
    });
    callers = {
      ...people,
      admin: await makeAdmin(t.app),
      adminWithoutSecondFactor: await makeAdmin(t.app, { secondFactor: false }),
    };
  }, 120_000);

  const call = (user: TestUser | null, [method, url, body]: (typeof ROUTES)[number]) =>
    t.app.inject({ method, url, headers: as(user), ...(body ? { payload: body } : {}) });

  it.each(ROUTES)(
    '%s %s: 401 signed out; 403 (request.forbidden) to seekers, owners, providers and an admin without the second factor; served to an admin',
    async (...route) => {
      expect((await call(null, route)).statusCode).toBe(401);
      for (const who of ['seeker', 'owner', 'provider'] as const) {
        const res = await call(callers[who], route);
        expect(res.statusCode, who).toBe(403);
        expect(res.json().error.reason, who).toBe('request.forbidden');
      }
      const halfway = await call(callers.adminWithoutSecondFactor, route);
      expect(halfway.statusCode).toBe(403);
      expect(halfway.json().error.reason).toBe('admin.second-factor-required');
      const served = await call(callers.admin, route);
      expect([200, 404], served.body).toContain(served.statusCode);
    },
  );
});
