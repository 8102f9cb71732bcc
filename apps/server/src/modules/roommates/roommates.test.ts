import { beforeAll, describe, expect, it } from 'vitest';
import {
  ROOMMATE_MESSAGES,
  roomPoint,
  type RoommateList,
  type RoommateMatchList,
  type RoommateProfile,
  type RoommateProfileInput,
} from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/use-test-app';
import { personWithProfile, saveProfile } from '../../../test/roommates';

const t = useTestApp();

const get = (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(user) });
const search = async (user: TestUser, query: string): Promise<RoommateList> => {
  const res = await get(user, `/api/roommates?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RoommateList>();
};
const own = async (user: TestUser) =>
  (await get(user, '/api/me/roommate-profile')).json<{ profile: RoommateProfile | null }>().profile;

describe('a roommate profile', () => {
  let asha: TestUser;
  beforeAll(async () => {
    asha = await makeUser(t.app, 'tenant');
  });

  it('is null before the first save; saving keeps it with defaults and without empty values', async () => {
    expect(await own(asha)).toBeNull();
    const saved = await saveProfile(t, asha, {
      firstName: 'Asha',
      bio: '',
      interests: [],
      city: 'Hyderabad',
      collegeName: '  IIT Madras ',
      preferredLocations: ['Madhapur', ''],
      roomDetails: { roomRent: 9000 },
    });
    expect(saved).toMatchObject({
      userId: asha.id,
      firstName: 'Asha',
      city: 'Hyderabad',
      collegeName: 'iit madras',
      budget: { min: 0, max: 50000 },
      preferredLocations: ['Madhapur'],
      lifestyle: {
        foodPreference: 'no-preference',
        workSchedule: 'flexible',
        cleanliness: 'moderate',
      },
      isStudentMode: false,
      alreadyHasRoom: false,
      paused: false,
    });
    expect(saved).not.toHaveProperty('bio');
    expect(saved).not.toHaveProperty('interests');
    // Room details mean nothing without a room.
    expect(saved).not.toHaveProperty('roomDetails');
    expect(await own(asha)).toEqual(saved);
  });

  it.each([
    [
      'a budget whose minimum is above its maximum',
      { budget: { min: 20000, max: 10000 } },
      ROOMMATE_MESSAGES.budgetOrder,
    ],
    [
      'more roommates living than the room holds',
      { alreadyHasRoom: true, roomDetails: { maximumCapacity: 2, numberOfRoommatesLiving: 3 } },
      ROOMMATE_MESSAGES.capacity,
    ],
    ['an age of 7', { age: 7 }, undefined],
    ['a food preference that is not one', { lifestyle: { foodPreference: 'pizza' } }, undefined],
  ])(
    'refuses %s (400, "Invalid profile update data structure") and keeps what it had',
    async (_n, body, field) => {
      const before = await own(asha);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/roommate-profile',
        headers: as(asha),
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.reason).toBe('roommate.invalid-update');
      expect(error.message).toBe(ROOMMATE_MESSAGES.invalidUpdate);
      if (field) expect(Object.values(error.fields)).toContain(field);
      expect(await own(asha)).toEqual(before);
    },
  );

  it('refuses a bad first save as "Invalid profile data structure" and creates nothing', async () => {
    const newcomer = await makeUser(t.app, 'tenant');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/roommate-profile',
      headers: as(newcomer),
      payload: { gender: 'robot' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      reason: 'roommate.invalid-data',
      message: ROOMMATE_MESSAGES.invalidData,
    });
    expect(await own(newcomer)).toBeNull();
  });

  it('shows others neither email nor phone, and hides a paused profile from them', async () => {
    const ravi = await makeUser(t.app, 'tenant');
    const res = await get(ravi, `/api/roommates/${asha.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(asha.email);
    expect(res.json()).not.toHaveProperty('email');
    expect(res.json()).not.toHaveProperty('phone');

    const current = (await own(asha))!;
    await saveProfile(t, asha, { firstName: current.firstName, city: current.city, paused: true });
    expect((await get(ravi, `/api/roommates/${asha.id}`)).statusCode).toBe(404);
    expect((await search(ravi, 'city=Hyderabad')).items.map((p) => p.userId)).not.toContain(
      asha.id,
    );
    // Its owner still sees it.
    expect((await get(asha, `/api/roommates/${asha.id}`)).json().paused).toBe(true);
  });

  it('is deleted with its owner saying so; a second delete is a 404', async () => {
    const gone = await personWithProfile(t, { firstName: 'Gone' });
    const del = () =>
      t.app.inject({ method: 'DELETE', url: '/api/me/roommate-profile', headers: as(gone) });
    expect((await del()).statusCode).toBe(204);
    expect(await own(gone)).toBeNull();
    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json().error.reason).toBe('roommate.not-found');
  });
});

describe('every roommate route', () => {
  it.each([
    ['GET', '/api/me/roommate-profile'],
    ['PUT', '/api/me/roommate-profile'],
    ['DELETE', '/api/me/roommate-profile'],
    ['GET', '/api/roommates'],
    ['GET', '/api/roommates/recommendations'],
    ['GET', '/api/roommates/someone'],
    ['POST', '/api/roommates/someone/requests'],
    ['GET', '/api/me/roommate-requests'],
    ['POST', '/api/roommate-requests/some-id/accept'],
    ['POST', '/api/roommate-requests/some-id/decline'],
  ] as const)(
    '%s %s needs a signed-in person (401, "User must be logged in…")',
    async (method, url) => {
      const res = await t.app.inject({ method, url, headers: as(null), payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        reason: 'roommate.sign-in-required',
        message: ROOMMATE_MESSAGES.signIn,
      });
    },
  );
});

describe('roommate search', () => {
  const college = `test college ${Date.now()}`;
  let searcher: TestUser;
  const ids: Record<string, string> = {};
  const people: Array<[string, RoommateProfileInput]> = [
    [
      'smokerWithTwoSpots',
      {
        alreadyHasRoom: true,
        roomDetails: { maximumCapacity: 3, numberOfRoommatesLiving: 1 },
        lifestyle: { smoking: true },
      },
    ],
    [
      'cleanWithThreeSpots',
      {
        alreadyHasRoom: true,
        roomDetails: { maximumCapacity: 4, numberOfRoommatesLiving: 1 },
        lifestyle: { drinking: true },
      },
    ],
    [
      'oneSpot',
      {
        bio: 'Night owl, quiet days',
        alreadyHasRoom: true,
        roomDetails: {
          maximumCapacity: 2,
          numberOfRoommatesLiving: 1,
          roomLocation: 'Flat 4B, Rose Towers',
        },
      },
    ],
    ['lookingCheap', { lookingFor: 'room', budget: { min: 3000, max: 6000 }, isStudentMode: true }],
    [
      'lookingDear',
      { lookingFor: 'room', budget: { min: 30000, max: 45000 }, gender: 'female', age: 31 },
    ],
  ];

  beforeAll(async () => {
    searcher = await personWithProfile(t, {
      collegeName: college,
      budget: { min: 5000, max: 12000 },
      preferredLocations: ['Madhapur'],
    });
    for (const [name, profile] of people)
      ids[name] = (
        await personWithProfile(t, {
          firstName: name,
          collegeName: college,
          state: 'Telangana',
          city: 'Hyderabad',
          ...profile,
        })
      ).id;
  });

  const names = (list: RoommateList) => list.items.map((p) => p.firstName).sort();
  const q = (query: string) => search(searcher, `college=${encodeURIComponent(college)}&${query}`);

  it('finds a college however its name is typed, never the caller', async () => {
    const list = await search(
      searcher,
      `college=${encodeURIComponent(`  ${college.toUpperCase()} `)}`,
    );
    expect(names(list)).toEqual(people.map(([n]) => n).sort());
    expect(list.items.map((p) => p.userId)).not.toContain(searcher.id);
  });

  it.each([
    ['capacity=2%2B', ['cleanWithThreeSpots', 'smokerWithTwoSpots']],
    ['capacity=2', ['smokerWithTwoSpots']],
    ['capacity=1', ['oneSpot']],
    ['capacity=2%2B&substance=no-smoking', ['cleanWithThreeSpots']],
    ['substance=smoker-ok', ['smokerWithTwoSpots']],
    ['substance=no-drinking&hasRoom=true', ['oneSpot', 'smokerWithTwoSpots']],
    ['substance=drinker-ok', ['cleanWithThreeSpots']],
    ['hasRoom=false', ['lookingCheap', 'lookingDear']],
    ['budgetMin=7000&budgetMax=20000', ['cleanWithThreeSpots', 'oneSpot', 'smokerWithTwoSpots']],
    [
      'budgetMin=40000&budgetMax=60000',
      ['cleanWithThreeSpots', 'lookingDear', 'oneSpot', 'smokerWithTwoSpots'],
    ],
    ['gender=female&ageMin=30&ageMax=35', ['lookingDear']],
    ['studentMode=true', ['lookingCheap']],
  ])('filters %s on the server', async (query, expected) => {
    expect(names(await q(query))).toEqual(expected);
  });

  it("shows a college's open profiles to anyone as public cards, and nothing else to a visitor", async () => {
    const visitor = async (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/roommates?${query}`, headers: as(null) });
    const res = await visitor(`college=${encodeURIComponent(college)}`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<RoommateList>();
    // Everyone of the college, the searcher too: a visitor has no profile of their own.
    expect(items).toHaveLength(people.length + 1);
    expect(items.map((p) => p.userId)).toContain(searcher.id);
    const withRoom = items.find((p) => p.firstName === 'oneSpot')!;
    // No bio, no room location for a visitor.
    // The room's point is Hyderabad's centre: "Rose Towers" names no locality.
    expect(withRoom.roomDetails).toEqual({
      maximumCapacity: 2,
      numberOfRoommatesLiving: 1,
      point: roomPoint('Hyderabad', ''),
    });
    expect(withRoom).not.toHaveProperty('bio');
    expect((await visitor('city=Hyderabad')).statusCode).toBe(401);
  });

  it('refuses a capacity that is not a number of spots (400)', async () => {
    expect((await get(searcher, '/api/roommates?capacity=lots')).statusCode).toBe(400);
  });

  it('pages newest first with a cursor, each profile once', async () => {
    const first = await q('limit=2');
    expect(first.items).toHaveLength(2);
    const second = await q(`limit=2&cursor=${first.nextCursor}`);
    const third = await q(`limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const all = [...first.items, ...second.items, ...third.items].map((p) => p.firstName);
    expect(new Set(all).size).toBe(5);
    expect(all[0]).toBe('lookingDear');
  });

  it('sorts by compatibility with the caller, each card with its percentage', async () => {
    const list = await q('sort=compatibility');
    const percentages = list.items.map((p) => p.percentage!);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(percentages.every((p) => p >= 0 && p <= 100)).toBe(true);
    // lookingDear's budget is far from 5,000–12,000 and she differs on nothing else: last.
    expect(list.items.at(-1)!.firstName).toBe('lookingDear');
  });
});

describe('recommendations', () => {
  it('say there is no profile to match against yet', async () => {
    const newcomer = await makeUser(t.app, 'tenant');
    const res = await get(newcomer, '/api/roommates/recommendations');
    expect(res.json<RoommateMatchList>()).toEqual({ hasProfile: false, items: [] });
  });

  it('give the top 5 above 0 in the same city, best first, each factor explained', async () => {
    const city = `Testpur ${Date.now()}`;
    const base = { state: 'Telangana' as const, city };
    const me = await personWithProfile(t, {
      ...base,
      budget: { min: 8000, max: 12000 },
      preferredLocations: ['Madhapur', 'Gachibowli'],
      lifestyle: { foodPreference: 'vegetarian', cleanliness: 'clean' },
    });
    const twin = await personWithProfile(t, {
      ...base,
      firstName: 'Twin',
      budget: { min: 10000, max: 15000 },
      preferredLocations: ['Gachibowli', 'Madhapur'],
      lifestyle: { foodPreference: 'vegetarian', cleanliness: 'very-clean' },
    });
    for (let i = 0; i < 5; i++)
      await personWithProfile(t, {
        ...base,
        firstName: `Smoker ${i}`,
        budget: { min: 9000, max: 11000 },
        lifestyle: { smoking: true },
      });
    // Another city never comes up, however alike.
    await personWithProfile(t, {
      state: 'Telangana',
      city: 'Elsewhere',
      budget: { min: 8000, max: 12000 },
      preferredLocations: ['Madhapur', 'Gachibowli'],
    });

    const res = await get(me, '/api/roommates/recommendations');
    const list = res.json<RoommateMatchList>();
    expect(list.hasProfile).toBe(true);
    expect(list.items).toHaveLength(5);
    const best = list.items[0]!;
    expect(best.profile.userId).toBe(twin.id);
    expect(best.score).toBe(100);
    expect(best.percentage).toBe(100);
    expect(best.factors).toContainEqual({
      factor: 'budget',
      matched: true,
      points: 30,
      overlap: [10000, 12000],
    });
    expect(best.factors).toContainEqual(
      expect.objectContaining({
        factor: 'food',
        matched: true,
        mine: 'vegetarian',
        theirs: 'vegetarian',
      }),
    );
    const smoker = list.items[1]!;
    expect(smoker.factors).toContainEqual({
      factor: 'smoking',
      matched: false,
      points: 0,
      mine: false,
      theirs: true,
    });
    expect(list.items.every((m) => m.profile.city === city && m.score > 0)).toBe(true);
    expect(list.items.map((m) => m.profile.userId)).not.toContain(me.id);
  });
});
