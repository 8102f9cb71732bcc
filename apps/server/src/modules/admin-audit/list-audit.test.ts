import { describe, expect, it } from 'vitest';
import type { AdminAuditPage } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { makeProperty } from '../../../test/properties';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

describe('the audit log as an admin reads it', () => {
  it('names each target and links to its page instead of showing its id', async () => {
    const boss = await makeAdmin(t.app);
    const owner = await makeUser(t.app, 'owner', { firstName: 'Ramesh', lastName: 'Kulkarni' });
    const listing = await makeProperty(t.app, owner, { title: 'Lake View 2 BHK' });
    const hidden = await call(boss, 'POST', `/api/admin/properties/${listing.id}/hide`, {
      reason: 'Deposit scam',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const suspended = await call(boss, 'POST', `/api/admin/users/${owner.id}/suspend`, {
      reason: 'Asking for deposits',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const log = (await call(boss, 'GET', '/api/admin/audit')).json<AdminAuditPage>();
    const about = (id: string) => log.items.find((e) => e.targetId === id);
    expect(about(owner.id)?.target).toEqual({
      title: 'Ramesh Kulkarni',
      url: `/admin/users/${owner.id}`,
    });
    expect(about(listing.id)?.target).toEqual({
      title: 'Lake View 2 BHK',
      url: `/properties/${listing.id}`,
    });
  });
});
