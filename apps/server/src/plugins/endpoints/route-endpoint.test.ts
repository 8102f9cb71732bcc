import { describe, expect, it } from 'vitest';
import { ERROR_REASON_LIST, TENANT_PROFILE_MESSAGES } from '@nivaas/shared';
import { as, makeUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

// A body that is JSON but breaks the declared schema: who is refused before it is read gets
// their refusal, not a field error.
const badForm = { templateName: 'nonsense' };
const badProfile = { fields: 'not an object' };

describe('a declared endpoint of some roles (tenant profile: tenants only)', () => {
  it('tells a signed-out caller its sign-in reason and anyone else its refusal, body unread', async () => {
    const owner = await makeUser(t.app, 'owner');
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/me/tenant-profile', headers, payload: badProfile });

    const signedOut = await put({});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(TENANT_PROFILE_MESSAGES.signIn);

    const notTenant = await put(as(owner));
    expect(notTenant.statusCode).toBe(403);
    expect(notTenant.json().error.message).toBe(TENANT_PROFILE_MESSAGES.tenantsOnly);

    const tenant = await put(as(await makeUser(t.app, 'tenant')));
    expect(tenant.statusCode).toBe(400);
  });
});

describe("a declared endpoint's guard (application form: the listing's owner)", () => {
  it('gets the caller and the path params, and refuses before the body is read', async () => {
    const owner = await makeUser(t.app, 'owner');
    const listing = await makeProperty(t.app, owner);
    const put = (headers: Record<string, string>, id = listing.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/properties/${id}/application-form`,
        headers,
        payload: badForm,
      });

    const stranger = await put(as(await makeUser(t.app, 'owner')));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(ERROR_REASON_LIST['property.not-owner'].message);
    expect((await put(as(owner), 'no-such-listing')).statusCode).toBe(404);
    expect((await put(as(owner))).statusCode).toBe(400);
  });
});
