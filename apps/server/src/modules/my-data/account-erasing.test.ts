import { describe, expect, it } from 'vitest';
import { as, makeUser, TEST_PASSWORD, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

/** What a seeker leaves across Nivaas: a saved listing, interest, a rated comment, a
 * profile, a place, a saved search. */
async function leaveTraces(seeker: TestUser, propertyId: string) {
  const sent = [
    await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/${propertyId}`,
      headers: as(seeker),
    }),
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/interest`,
      headers: as(seeker),
    }),
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/comments`,
      headers: as(seeker),
      payload: { content: 'Is parking included?', rating: 4 },
    }),
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/tenant-profile',
      headers: as(seeker),
      payload: { fields: { occupation: 'Teacher' } },
    }),
    await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-locations',
      headers: as(seeker),
      payload: { name: 'College', city: 'Bengaluru', sublocality: 'Koramangala' },
    }),
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: as(seeker),
      payload: { name: 'Near college', query: 'city=Bengaluru&locality=Koramangala' },
    }),
  ];
  for (const res of sent) expect(res.statusCode, res.body).toBeLessThan(300);
}

/** How many rows each module keeps of a person. */
async function tracesOf(userId: string) {
  const count = async (
    table:
      | 'favorites'
      | 'property_interests'
      | 'comments'
      | 'property_ratings'
      | 'tenant_profiles'
      | 'saved_locations'
      | 'saved_searches',
  ) =>
    (await t.app.db.selectFrom(table).select('userId').where('userId', '=', userId).execute())
      .length;
  return {
    favorites: await count('favorites'),
    interests: await count('property_interests'),
    comments: await count('comments'),
    ratings: await count('property_ratings'),
    tenantProfiles: await count('tenant_profiles'),
    savedLocations: await count('saved_locations'),
    savedSearches: await count('saved_searches'),
  };
}

describe('deleting my account', { timeout: 180_000 }, () => {
  it("erases what every part of Nivaas kept of me, and nothing of anyone else's", async () => {
    const owner = await makeUser(t.app, 'owner');
    const listing = await makeProperty(t.app, owner);
    const me = await makeUser(t.app);
    const neighbour = await makeUser(t.app);
    await leaveTraces(me, listing.id);
    await leaveTraces(neighbour, listing.id);
    const left = {
      favorites: 1,
      interests: 1,
      comments: 1,
      ratings: 1,
      tenantProfiles: 1,
      savedLocations: 1,
      savedSearches: 1,
    };
    expect(await tracesOf(me.id)).toEqual(left);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/account/deletion',
      headers: as(me),
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await tracesOf(me.id)).toEqual({
      favorites: 0,
      interests: 0,
      comments: 0,
      ratings: 0,
      tenantProfiles: 0,
      savedLocations: 0,
      savedSearches: 0,
    });
    expect(await tracesOf(neighbour.id)).toEqual(left);
  });
});
