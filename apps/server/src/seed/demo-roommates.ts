import type { FastifyInstance } from 'fastify';
import {
  CITIES,
  CLEANLINESS_LEVELS,
  GUEST_POLICIES,
  PARTYING,
  SLEEP_PATTERNS,
  WORK_SCHEDULES,
  roommateProfileInputSchema,
  type RoommateProfileInput,
} from '@nivaas/shared';
import { answerRoommateRequest, sendRoommateRequest } from '../modules/roommate-requests/index';
import { saveRoommateProfile } from '../modules/roommates/index';
import type { Deps } from '../plugins/events/deps';
import { createDemoPeople } from './demo-accounts';
import { mapLimit } from './demo-batches';
import type { DemoPerson } from './demo-people';
import { createRandom, type Random } from './demo-random';

const DAY = 24 * 60 * 60 * 1000;
export const DEMO_ROOMMATE_COUNT = 300;

/** Fifteen colleges in the seed's cities; students name them as people do, in any case. */
export const DEMO_COLLEGES: ReadonlyArray<readonly [college: string, city: string]> = [
  ['IIT Hyderabad', 'Hyderabad'],
  ['IIIT Hyderabad', 'Hyderabad'],
  ['University of Hyderabad', 'Hyderabad'],
  ['Osmania University', 'Hyderabad'],
  ['IISc Bengaluru', 'Bengaluru'],
  ['Christ University', 'Bengaluru'],
  ['PES University', 'Bengaluru'],
  ['VIT-AP University', 'Vijayawada'],
  ['Siddhartha Engineering College', 'Vijayawada'],
  ['KL University', 'Guntur'],
  ['Andhra University', 'Visakhapatnam'],
  ['IIT Madras', 'Chennai'],
  ['Anna University', 'Chennai'],
  ['COEP Pune', 'Pune'],
  ['IIT Bombay', 'Mumbai'],
];

/** Where the demo's roommate seekers are: most in Hyderabad, Bengaluru and Vijayawada. */
const CITY_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['Hyderabad', 90],
  ['Bengaluru', 70],
  ['Vijayawada', 40],
  ['Guntur', 20],
  ['Visakhapatnam', 20],
  ['Chennai', 25],
  ['Pune', 20],
  ['Mumbai', 15],
];

const FIRST = [
  'Aarav',
  'Ananya',
  'Arjun',
  'Bhavana',
  'Chaitanya',
  'Deepika',
  'Divya',
  'Harsha',
  'Ishaan',
  'Kavya',
  'Keerthi',
  'Lakshmi',
  'Manoj',
  'Meghana',
  'Nikhil',
  'Pooja',
  'Pranav',
  'Rahul',
  'Sahithi',
  'Sai',
  'Sandeep',
  'Shreya',
  'Sneha',
  'Srinivas',
  'Tejaswini',
  'Varun',
  'Vamsi',
  'Yamini',
  'Zoya',
  'Farhan',
] as const;
const LAST = [
  'Reddy',
  'Rao',
  'Naidu',
  'Sharma',
  'Iyer',
  'Nair',
  'Varma',
  'Chowdary',
  'Patel',
  'Kulkarni',
  'Menon',
  'Gupta',
  'Khan',
  'Das',
  'Pillai',
] as const;
const JOBS = [
  'Software engineer',
  'Data analyst',
  'Product designer',
  'Chartered accountant',
  'Nurse',
  'Teacher',
  'Marketing executive',
  'Civil engineer',
  'Bank officer',
  'Research associate',
] as const;
const INTERESTS = [
  'Cricket',
  'Music',
  'Cooking',
  'Reading',
  'Trekking',
  'Movies',
  'Yoga',
  'Gaming',
  'Photography',
  'Badminton',
] as const;
const LANGUAGES = ['Telugu', 'Hindi', 'English', 'Kannada', 'Tamil', 'Marathi', 'Urdu'] as const;
const TRAITS = ['Calm', 'Friendly', 'Organised', 'Quiet', 'Outgoing', 'Early riser'] as const;
const FOODS = [
  ['vegetarian', 4],
  ['non-vegetarian', 4],
  ['no-preference', 3],
  ['vegan', 1],
] as const;

function weighted<T>(r: Random, items: ReadonlyArray<readonly [T, number]>): T {
  let n = r.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((n -= w) < 0) return item;
  return items[0]![0];
}

/** One demo roommate profile: a student or a young professional, some with a room to share. */
function demoProfile(r: Random, person: DemoPerson): RoommateProfileInput {
  const cityName = weighted(r, CITY_WEIGHTS);
  const city = CITIES.find((c) => c.name === cityName)!;
  const colleges = DEMO_COLLEGES.filter(([, c]) => c === cityName);
  const student = colleges.length > 0 && r.chance(0.45);
  const hasRoom = r.chance(0.35);
  const low = r.step(student ? 3000 : 6000, student ? 12000 : 25000, 500);
  const capacity = r.int(2, 5);
  const rawCollege = student ? r.pick(colleges)[0] : undefined;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    bio: student
      ? `Student at ${rawCollege}. Looking for a friendly, tidy place close to campus.`
      : `Working in ${cityName}. Quiet on weekdays, happy to share chores.`,
    lookingFor: hasRoom ? 'roommate' : 'room',
    budget: { min: low, max: low + r.step(2000, 10000, 500) },
    preferredLocations: r.sample(city.localities, r.int(1, 4)).map((l) => l.name),
    lifestyle: {
      smoking: r.chance(0.15),
      pets: r.chance(0.2),
      drinking: r.chance(0.3),
      foodPreference: weighted(r, FOODS),
      workSchedule: r.pick(WORK_SCHEDULES),
      cleanliness: r.pick(CLEANLINESS_LEVELS),
    },
    state: city.state,
    city: cityName,
    gender: r.chance(0.5) ? 'female' : r.chance(0.96) ? 'male' : 'other',
    age: student ? r.int(18, 26) : r.int(22, 34),
    occupation: student ? 'Student' : r.pick(JOBS),
    personalityTraits: r.sample(TRAITS, r.int(1, 3)),
    sleepPattern: r.pick(SLEEP_PATTERNS),
    interests: r.sample(INTERESTS, r.int(2, 4)),
    languages: r.sample(LANGUAGES, r.int(1, 3)),
    partying: r.pick(PARTYING),
    guestPolicy: r.pick(GUEST_POLICIES),
    // As typed: stored lowercased and trimmed.
    ...(rawCollege
      ? { collegeName: r.chance(0.5) ? ` ${rawCollege} ` : rawCollege.toUpperCase() }
      : {}),
    isStudentMode: student,
    alreadyHasRoom: hasRoom,
    ...(hasRoom
      ? {
          roomDetails: {
            roomRent: r.step(low, low + 6000, 500),
            maximumCapacity: capacity,
            numberOfRoommatesLiving: r.int(0, capacity - 1),
            roomLocation: `${r.pick(city.localities).name}, ${cityName}`,
          },
        }
      : {}),
  };
}

/** The console seeker's own profile: a Hyderabad professional, so her matches mean something. */
const SEEKER_PROFILE: RoommateProfileInput = {
  firstName: 'Priya',
  lastName: 'Sharma',
  bio: 'Designer in Jubilee Hills. Vegetarian, tidy, early to bed; looking for a calm flat-share.',
  lookingFor: 'room',
  budget: { min: 8000, max: 15000 },
  lifestyle: { foodPreference: 'vegetarian', cleanliness: 'clean', workSchedule: 'day' },
  state: 'Telangana',
  city: 'Hyderabad',
  gender: 'female',
  age: 27,
  occupation: 'Product designer',
  languages: ['Hindi', 'English', 'Telugu'],
  interests: ['Yoga', 'Reading', 'Cooking'],
  sleepPattern: 'early-bird',
  guestPolicy: 'occasional',
  partying: 'never',
};

/**
 * About 300 roommate profiles across the seed's cities and 15 colleges, both modes, a third with
 * a room to share, a spread of lifestyles; and the console seeker's own profile with the first of
 * them matched to hers, one request waiting for her answer and one she accepted (its chat open).
 * Deterministic; saved through the roommates module with the clock set back so "newest first"
 * means something.
 */
export async function seedDemoRoommates(
  app: FastifyInstance,
  seekerId: string,
  password: string,
  now: number,
): Promise<{ roommateProfiles: number; roommateRequests: number }> {
  const r = createRandom('roommates');
  const people: DemoPerson[] = Array.from({ length: DEMO_ROOMMATE_COUNT }, (_, i) => {
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    return {
      email: `roommate.${String(i + 1).padStart(3, '0')}@nivaas.demo`,
      firstName,
      lastName,
      role: 'tenant',
    };
  });
  const ids = await createDemoPeople(app, people, password);
  const at = (daysAgo: number): Deps => ({
    ...app.deps,
    clock: { now: () => new Date(now - daysAgo * DAY) },
  });

  const hyderabad = CITIES.find((c) => c.name === 'Hyderabad')!;
  const seekerPlaces = hyderabad.localities.slice(0, 6).map((l) => l.name);
  await saveRoommateProfile(
    at(2),
    seekerId,
    roommateProfileInputSchema.parse({
      ...SEEKER_PROFILE,
      preferredLocations: seekerPlaces.slice(0, 3),
    }),
  );
  // Drawn in order (the same demo every run), then saved several at once.
  const profiles = people.map((person, i) => {
    let profile = demoProfile(r, person);
    // The first eight live in Hyderabad and share some of Priya's places: her matches.
    if (i < 8)
      profile = {
        ...profile,
        state: 'Telangana',
        city: 'Hyderabad',
        budget: { min: 7000 + i * 500, max: 13000 + i * 1000 },
        preferredLocations: r.sample(seekerPlaces, r.int(1, 3)),
        lifestyle: { ...profile.lifestyle, smoking: i === 5, pets: i === 6, drinking: i % 4 === 3 },
      };
    return { id: ids.get(person.email)!, daysAgo: r.int(0, 120), profile };
  });
  await mapLimit(profiles, 6, ({ id, daysAgo, profile }) =>
    saveRoommateProfile(at(daysAgo), id, roommateProfileInputSchema.parse(profile)),
  );

  // One hello waiting for Priya, one she accepted (the chat it opened is there to write in).
  const [first, second] = [ids.get(people[0]!.email)!, ids.get(people[1]!.email)!];
  await sendRoommateRequest(
    at(6),
    first,
    seekerId,
    'Hi Priya! I have a room near you. Want to talk?',
  );
  const accepted = await sendRoommateRequest(
    at(9),
    second,
    seekerId,
    'Looking for a flatmate near Jubilee Hills.',
  );
  await answerRoommateRequest(at(8), seekerId, accepted.id, 'accepted');
  return { roommateProfiles: people.length + 1, roommateRequests: 2 };
}
