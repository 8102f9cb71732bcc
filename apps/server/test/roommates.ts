import type { RoommateProfile, RoommateProfileInput } from '@nivaas/shared';
import { as, makeUser, type TestUser } from './accounts';
import type { TestAppContext } from './use-test-app';

/** Saves `user`'s roommate profile through the API, failing loudly. */
export async function saveProfile(
  t: Pick<TestAppContext, 'app'>,
  user: TestUser,
  profile: RoommateProfileInput,
): Promise<RoommateProfile> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/me/roommate-profile',
    headers: as(user),
    payload: profile,
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json<RoommateProfile>();
}

/** A new signed-in seeker with a roommate profile. */
export async function personWithProfile(
  t: Pick<TestAppContext, 'app'>,
  profile: RoommateProfileInput,
): Promise<TestUser> {
  const user = await makeUser(t.app, 'tenant');
  await saveProfile(t, user, profile);
  return user;
}
