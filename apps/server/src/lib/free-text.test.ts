import { describe, expect, it } from 'vitest';
import { VALIDATION, type ChatMessage, type Property } from '@nivaas/shared';
import { useTestApp } from '../../test/use-test-app';
import { TEST_ORIGIN } from '../../test/build-test-app';
import { as, makeUser, TEST_PASSWORD } from '../../test/accounts';
import { makeProperty, minimalListing } from '../../test/properties';
import { openThread, send } from '../../test/conversations';

/**
 * The shared text rule (@nivaas/shared text.ts) on the way in, on SQLite and on PostgreSQL
 * (TEST_DATABASE_URL), which cannot store NUL at all: control characters and bidirectional
 * overrides never reach the database, and text of only invisible characters is refused.
 */
const t = useTestApp();

const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff';
const invisible = (field: string) => ({ [field]: VALIDATION.invisibleText });

describe('free text on the way in', () => {
  it('stores profile names and bio without control characters or bidirectional overrides', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: as(user),
      payload: {
        firstName: 'Nul\u0000l',
        lastName: 'R\u0085ao\u202e',
        bio: 'Line one\r\nline\u0007 two\u2066',
      },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select(['firstName', 'lastName', 'name', 'bio'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      firstName: 'Null',
      lastName: 'Rao',
      name: 'Null Rao',
      bio: 'Line one\nline two',
    });
  });

  it('refuses a name or bio of only invisible characters, at the field', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: as(user),
      payload: { firstName: ZERO_WIDTH, bio: ZERO_WIDTH },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ ...invisible('firstName'), ...invisible('bio') });
  });

  it('stores the names of a new account cleaned', async () => {
    const email = `nul-${Date.now()}@example.in`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email,
        password: TEST_PASSWORD,
        name: 'Asha\u0000 Verma',
        firstName: 'Asha\u0000',
        lastName: '\u202eVerma',
        userType: 'tenant',
      },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select(['firstName', 'lastName', 'name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ firstName: 'Asha', lastName: 'Verma', name: 'Asha Verma' });
  });

  it('stores a listing title, description and address cleaned, and refuses an invisible title', async () => {
    const owner = await makeUser(t.app, 'owner');
    const listing = await makeProperty(t.app, owner, {
      title: 'Nul\u0000l 2BHK \u202eBrodipet',
      description: 'Sunny\r\nquiet\u0000 street\u2067',
      address: '12-3-45\u0000, Lakshmipuram\nMain Road',
      houseRules: ['No smoking\u0000'],
    });
    const row = await t.app.db
      .selectFrom('properties')
      .select(['title', 'description', 'address'])
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      title: 'Null 2BHK Brodipet',
      description: 'Sunny\nquiet street',
      address: '12-3-45, Lakshmipuram\nMain Road',
    });
    expect(listing.houseRules).toEqual(['No smoking']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: as(owner),
      payload: { ...minimalListing(), title: ZERO_WIDTH },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual(invisible('title'));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${listing.id}`,
      headers: as(owner),
      payload: { description: 'Near\u0000 the \u202dstation' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Property>().description).toBe('Near the station');
  });

  it('refuses a comment of zero-width characters and keeps the joiners of Hindi text', async () => {
    const owner = await makeUser(t.app, 'owner');
    const tenant = await makeUser(t.app, 'tenant');
    const listing = await makeProperty(t.app, owner);
    const comment = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/comments`,
        headers: as(tenant),
        payload: { content, rating: 4 },
      });
    const refused = await comment(ZERO_WIDTH);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual(invisible('content'));
    const hindi = await comment('अच्\u200dछा घर\u202e\u0000');
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json().content).toBe('अच्\u200dछा घर');
  });

  it('sends chat messages without bidirectional overrides and refuses invisible ones', async () => {
    const owner = await makeUser(t.app, 'owner');
    const tenant = await makeUser(t.app, 'tenant');
    const thread = await openThread(t, tenant, { userId: owner.id });
    const sent = await send(t, tenant, thread.id, 'Rent \u202e0005\u202c a month\u0000?');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ message: ChatMessage }>().message.content).toBe('Rent 0005 a month?');
    const refused = await send(t, tenant, thread.id, ZERO_WIDTH);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual(invisible('content'));
  });

  it('stores roommate profile texts cleaned', async () => {
    const tenant = await makeUser(t.app, 'tenant');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/roommate-profile',
      headers: as(tenant),
      payload: {
        occupation: 'Engineer\u0000',
        bio: 'Quiet\u202e\r\nreader',
        interests: ['Chess\u0007'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      occupation: 'Engineer',
      bio: 'Quiet\nreader',
      interests: ['Chess'],
    });
  });
});
