import { z } from 'zod';
import { lineText, multilineText } from './text';
import { STATES } from '../cities/types';

/**
 * Roommate profiles (spec sections 3 roommateProfile, 5, 6, 8 Roommate, 9).
 *
 * Routes (signed in; anonymous 401 `roommate.sign-in-required`):
 * - GET    /api/me/roommate-profile → roommateProfileResultSchema (`profile` null before the first save)
 * - PUT    /api/me/roommate-profile (roommateProfileInputSchema) → roommateProfileSchema; creates
 *          the caller's profile or replaces it
 * - DELETE /api/me/roommate-profile → 204 (404 `roommate.not-found` when there is none)
 * - GET    /api/roommates?… (roommateSearchSchema) → roommateListSchema; never the caller's own
 *          profile, never a paused one
 * - GET    /api/roommates/recommendations → roommateMatchListSchema: the top 5 scoring above 0
 * - GET    /api/roommates/:userId → roommateProfileSchema (email and phone are never part of it)
 */
export const FOOD_PREFERENCES = ['vegetarian', 'non-vegetarian', 'vegan', 'no-preference'] as const;
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];
export const WORK_SCHEDULES = ['day', 'night', 'flexible', 'remote'] as const;
export type WorkSchedule = (typeof WORK_SCHEDULES)[number];
/** Ordered: "within one step" in the score is one place along this scale. */
export const CLEANLINESS_LEVELS = ['very-clean', 'clean', 'moderate', 'relaxed'] as const;
export type Cleanliness = (typeof CLEANLINESS_LEVELS)[number];
export const ROOMMATE_GENDERS = ['male', 'female', 'other'] as const;
export const LOOKING_FOR = ['room', 'roommate'] as const;
export const SLEEP_PATTERNS = ['early-bird', 'night-owl', 'flexible'] as const;
export const GUEST_POLICIES = ['no-guests', 'occasional', 'anytime'] as const;
export const PARTYING = ['never', 'sometimes', 'often'] as const;
export const SUBSTANCE_FILTERS = ['no-smoking', 'no-drinking', 'smoker-ok', 'drinker-ok'] as const;
export type SubstanceFilter = (typeof SUBSTANCE_FILTERS)[number];

export const ROOMMATE_LIMITS = {
  budgetMax: 1_000_000,
  defaultBudget: { min: 0, max: 50_000 },
  textMax: 100,
  bioMax: 1000,
  listMax: 20,
  locationsMax: 20,
  pageMax: 50,
  pageDefault: 20,
  matches: 5,
} as const;

/** Spec section 8 (Roommate), verbatim. */
export const ROOMMATE_MESSAGES = {
  signIn: 'User must be logged in to create a profile',
  createDenied: 'Permission denied: Unable to create profile. Please check your login status.',
  updateDenied: 'Permission denied: Unable to update profile. Please check your login status.',
  deleteDenied: 'Permission denied: Unable to delete profile. Please check your login status.',
  saveFailed: 'Database error: Unable to save profile. Please try again later.',
  createFailed: 'Failed to create roommate profile. Please try again.',
  updateFailed: 'Failed to update roommate profile. Please try again.',
  deleteFailed: 'Failed to delete roommate profile. Please try again.',
  invalidData: 'Invalid profile data structure',
  invalidUpdate: 'Invalid profile update data structure',
  notFound: 'Roommate profile not found',
  budgetOrder: 'The minimum budget cannot be above the maximum',
  capacity: 'Current roommates cannot exceed the maximum capacity',
  photosTooMany: 'A room can have at most 6 photos',
  photoTooLarge: 'Each photo must be at most 10 MB',
  photoRequired: 'Choose a photo to upload',
  photoNotFound: 'Photo not found.',
} as const;

/** Photos of the room a person shares, handled like listing photos (checked, cleaned, WebP). */
export const ROOM_PHOTO_LIMITS = { max: 6, maxBytes: 10 * 1024 * 1024, width: 1280 } as const;

export const roomPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type RoomPhoto = z.infer<typeof roomPhotoSchema>;

/**
 * POST /api/me/roommate-profile/photos (multipart, field `photos`, one or more files) and
 * DELETE /api/me/roommate-profile/photos/:id → the room's photos in order. The caller needs a
 * profile (404 `roommate.not-found`); at most 6 photos (400 on `photos`); each at most 10 MB
 * (413 `roommate.photo-too-large`); JPEG, PNG, WebP, GIF or AVIF by their bytes (415).
 */
export const roomPhotoListSchema = z.object({ photos: z.array(roomPhotoSchema) });
export type RoomPhotoList = z.infer<typeof roomPhotoListSchema>;
const M = ROOMMATE_MESSAGES;

/** The shared text rule (../text.ts); the bio may have several lines. */
const text = (max: number = ROOMMATE_LIMITS.textMax) => lineText().max(max);
const list = z.array(text()).max(ROOMMATE_LIMITS.listMax);
const rupees = z.number().int().min(0).max(ROOMMATE_LIMITS.budgetMax);

/** Lowercased and trimmed (spec section 3), so "IIT Madras " and "iit madras" are one college. */
export const normaliseCollege = (name: string): string => name.trim().toLowerCase();

/** Empty strings, empty arrays and empty objects are not kept (spec section 5). */
export function stripEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripEmpty).filter((v) => !isEmpty(v)) as unknown as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const cleaned = stripEmpty(v);
      if (!isEmpty(cleaned)) out[k] = cleaned;
    }
    return out as T;
  }
  return value;
}
const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

export const budgetSchema = z
  .object({ min: rupees.default(0), max: rupees.default(50_000) })
  .refine((b) => b.min <= b.max, { message: M.budgetOrder, path: ['max'] });

export const lifestyleSchema = z.object({
  smoking: z.boolean().default(false),
  pets: z.boolean().default(false),
  drinking: z.boolean().default(false),
  foodPreference: z.enum(FOOD_PREFERENCES).default('no-preference'),
  workSchedule: z.enum(WORK_SCHEDULES).default('flexible'),
  cleanliness: z.enum(CLEANLINESS_LEVELS).default('moderate'),
});
export type Lifestyle = z.infer<typeof lifestyleSchema>;

export const roomDetailsSchema = z
  .object({
    roomRent: rupees.optional(),
    maximumCapacity: z.number().int().min(1).max(20).optional(),
    numberOfRoommatesLiving: z.number().int().min(0).max(20).optional(),
    roomLocation: text(200).optional(),
  })
  .refine(
    (r) =>
      r.maximumCapacity === undefined ||
      r.numberOfRoommatesLiving === undefined ||
      r.numberOfRoommatesLiving <= r.maximumCapacity,
    { message: M.capacity, path: ['numberOfRoommatesLiving'] },
  );
export type RoomDetails = z.infer<typeof roomDetailsSchema>;

/** What a person writes; PUT replaces the whole profile. */
export const roommateProfileInputSchema = z
  .object({
    firstName: text().optional(),
    lastName: text().optional(),
    avatarUrl: text(500).optional(),
    bio: multilineText().max(ROOMMATE_LIMITS.bioMax).optional(),
    lookingFor: z.enum(LOOKING_FOR).optional(),
    budget: budgetSchema.prefault({}),
    preferredLocations: z.array(text()).max(ROOMMATE_LIMITS.locationsMax).default([]),
    lifestyle: lifestyleSchema.prefault({}),
    state: z.enum(STATES).optional(),
    city: text().optional(),
    gender: z.enum(ROOMMATE_GENDERS).optional(),
    age: z.number().int().min(16).max(100).optional(),
    occupation: text().optional(),
    personalityTraits: list.optional(),
    cleaningStyle: text().optional(),
    habits: z.object({ smokes: z.boolean(), drinks: z.boolean() }).partial().optional(),
    sleepPattern: z.enum(SLEEP_PATTERNS).optional(),
    interests: list.optional(),
    languages: list.optional(),
    partying: z.enum(PARTYING).optional(),
    guestPolicy: z.enum(GUEST_POLICIES).optional(),
    collegeName: text(200).transform(normaliseCollege).optional(),
    isStudentMode: z.boolean().default(false),
    alreadyHasRoom: z.boolean().default(false),
    roomDetails: roomDetailsSchema.optional(),
    paused: z.boolean().default(false),
  })
  // Room details only mean something when the person has a room.
  .transform((p) => stripEmpty(p.alreadyHasRoom ? p : { ...p, roomDetails: undefined }));
export type RoommateProfileInput = z.input<typeof roommateProfileInputSchema>;
export type RoommateProfileData = z.output<typeof roommateProfileInputSchema>;

/** A profile as others see it: never email or phone. */
export const roommateProfileSchema = z.object({
  userId: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  avatarUrl: z.string().optional(),
  bio: z.string().optional(),
  lookingFor: z.enum(LOOKING_FOR).optional(),
  budget: z.object({ min: z.number(), max: z.number() }),
  preferredLocations: z.array(z.string()),
  lifestyle: lifestyleSchema,
  state: z.string().optional(),
  city: z.string().optional(),
  gender: z.enum(ROOMMATE_GENDERS).optional(),
  age: z.number().optional(),
  occupation: z.string().optional(),
  personalityTraits: z.array(z.string()).optional(),
  cleaningStyle: z.string().optional(),
  habits: z.object({ smokes: z.boolean(), drinks: z.boolean() }).partial().optional(),
  sleepPattern: z.enum(SLEEP_PATTERNS).optional(),
  interests: z.array(z.string()).optional(),
  languages: z.array(z.string()).optional(),
  partying: z.enum(PARTYING).optional(),
  guestPolicy: z.enum(GUEST_POLICIES).optional(),
  collegeName: z.string().optional(),
  isStudentMode: z.boolean(),
  alreadyHasRoom: z.boolean(),
  roomDetails: z
    .object({
      roomRent: z.number().optional(),
      maximumCapacity: z.number().optional(),
      numberOfRoommatesLiving: z.number().optional(),
      roomLocation: z.string().optional(),
      /**
       * The centre of the room's locality (a locality of the profile's city named in
       * roomLocation, else the city's centre), for the map; never the exact address.
       */
      point: z.object({ lat: z.number(), lng: z.number() }).optional(),
    })
    .optional(),
  paused: z.boolean(),
  /** On a profile page (not on cards): the room's photos, in order. */
  roomPhotos: z.array(roomPhotoSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoommateProfile = z.infer<typeof roommateProfileSchema>;

export const roommateProfileResultSchema = z.object({ profile: roommateProfileSchema.nullable() });
export type RoommateProfileResult = z.infer<typeof roommateProfileResultSchema>;

/** "2+" is at least two free spots; "2" exactly two (spec section 9). */
export const CAPACITY_FILTER = /^\d{1,2}\+?$/;

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const amount = z.coerce.number().int().min(0).max(ROOMMATE_LIMITS.budgetMax).optional();

/** Query of GET /api/roommates; every filter runs on the server. */
export const roommateSearchSchema = z.object({
  state: z.enum(STATES).optional(),
  city: text().optional(),
  college: text(200).transform(normaliseCollege).optional(),
  studentMode: flag,
  budgetMin: amount,
  budgetMax: amount,
  gender: z.enum(ROOMMATE_GENDERS).optional(),
  ageMin: z.coerce.number().int().min(16).max(100).optional(),
  ageMax: z.coerce.number().int().min(16).max(100).optional(),
  foodPreference: z.enum(FOOD_PREFERENCES).optional(),
  hasRoom: flag,
  capacity: z.string().regex(CAPACITY_FILTER).optional(),
  substance: z.enum(SUBSTANCE_FILTERS).optional(),
  sort: z.enum(['recent', 'compatibility']).default('recent'),
  limit: z.coerce.number().int().min(1).max(ROOMMATE_LIMITS.pageMax).default(20),
  cursor: z.string().max(200).optional(),
});
export type RoommateSearch = z.infer<typeof roommateSearchSchema>;
export type RoommateSearchInput = z.input<typeof roommateSearchSchema>;

export const matchFactorSchema = z.discriminatedUnion('factor', [
  z.object({
    factor: z.literal('budget'),
    matched: z.boolean(),
    points: z.number(),
    overlap: z.tuple([z.number(), z.number()]).optional(),
  }),
  z.object({
    factor: z.literal('locations'),
    matched: z.boolean(),
    points: z.number(),
    shared: z.array(z.string()),
  }),
  z.object({
    factor: z.literal('smoking'),
    matched: z.boolean(),
    points: z.number(),
    mine: z.boolean(),
    theirs: z.boolean(),
  }),
  z.object({
    factor: z.literal('pets'),
    matched: z.boolean(),
    points: z.number(),
    mine: z.boolean(),
    theirs: z.boolean(),
  }),
  z.object({
    factor: z.literal('drinking'),
    matched: z.boolean(),
    points: z.number(),
    mine: z.boolean(),
    theirs: z.boolean(),
  }),
  z.object({
    factor: z.literal('food'),
    matched: z.boolean(),
    points: z.number(),
    mine: z.enum(FOOD_PREFERENCES),
    theirs: z.enum(FOOD_PREFERENCES),
  }),
  z.object({
    factor: z.literal('cleanliness'),
    matched: z.boolean(),
    points: z.number(),
    mine: z.enum(CLEANLINESS_LEVELS),
    theirs: z.enum(CLEANLINESS_LEVELS),
  }),
]);
export type MatchFactor = z.infer<typeof matchFactorSchema>;

export const roommateCardSchema = roommateProfileSchema.extend({
  /** 0–100 when sorted by compatibility with the caller's profile. */
  percentage: z.number().optional(),
  /** The person's mobile number was proven by a code by SMS ("Phone verified"). */
  phoneVerified: z.boolean().optional(),
});
export type RoommateCard = z.infer<typeof roommateCardSchema>;

export const roommateListSchema = z.object({
  items: z.array(roommateCardSchema),
  nextCursor: z.string().nullable(),
});
export type RoommateList = z.infer<typeof roommateListSchema>;

export const roommateMatchSchema = z.object({
  profile: roommateProfileSchema,
  score: z.number(),
  percentage: z.number(),
  factors: z.array(matchFactorSchema),
});

export const roommateMatchListSchema = z.object({
  /** False when the caller has no profile yet: there is nothing to match against. */
  hasProfile: z.boolean(),
  items: z.array(roommateMatchSchema),
});
export type RoommateMatchList = z.infer<typeof roommateMatchListSchema>;
