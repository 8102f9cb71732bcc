import type {
  GUEST_POLICIES,
  LOOKING_FOR,
  PARTYING,
  ROOMMATE_GENDERS,
  SLEEP_PATTERNS,
} from '@nivaas/shared';
import {
  ROOMMATE_LIMITS,
  ROOMMATE_MESSAGES,
  roommateProfileInputSchema,
  type Cleanliness,
  type FoodPreference,
  type RoommateProfile,
  type RoommateProfileInput,
  type WorkSchedule,
} from '@nivaas/shared';

type Choice<T extends readonly string[]> = T[number] | '';
type Amount = number | '';

/** What the stepped form edits: the input's shape, with '' for "not chosen" and empty boxes. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  avatarUrl: string;
  bio: string;
  gender: Choice<typeof ROOMMATE_GENDERS>;
  age: Amount;
  occupation: string;
  lookingFor: Choice<typeof LOOKING_FOR>;
  isStudentMode: boolean;
  collegeName: string;
  budget: { min: number; max: number };
  state: string;
  city: string;
  preferredLocations: string[];
  lifestyle: {
    smoking: boolean;
    pets: boolean;
    drinking: boolean;
    foodPreference: FoodPreference;
    workSchedule: WorkSchedule;
    cleanliness: Cleanliness;
  };
  sleepPattern: Choice<typeof SLEEP_PATTERNS>;
  partying: Choice<typeof PARTYING>;
  guestPolicy: Choice<typeof GUEST_POLICIES>;
  languages: string[];
  interests: string[];
  alreadyHasRoom: boolean;
  roomDetails: {
    roomRent: Amount;
    maximumCapacity: Amount;
    numberOfRoommatesLiving: Amount;
    roomLocation: string;
  };
  paused: boolean;
}

/** The form's steps, in order; each field path belongs to one. */
export const PROFILE_STEPS = ['about', 'budget', 'lifestyle', 'room'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

const STEP_OF_FIELD: Record<string, ProfileStep> = {
  firstName: 'about',
  lastName: 'about',
  avatarUrl: 'about',
  bio: 'about',
  gender: 'about',
  age: 'about',
  occupation: 'about',
  lookingFor: 'about',
  isStudentMode: 'about',
  collegeName: 'about',
  budget: 'budget',
  state: 'budget',
  city: 'budget',
  preferredLocations: 'budget',
  lifestyle: 'lifestyle',
  sleepPattern: 'lifestyle',
  partying: 'lifestyle',
  guestPolicy: 'lifestyle',
  languages: 'lifestyle',
  interests: 'lifestyle',
  personalityTraits: 'lifestyle',
  habits: 'lifestyle',
  cleaningStyle: 'lifestyle',
};

/** The step that shows a field ("budget.max" → budget); anything else is on the last step. */
export const stepOfField = (path: string): ProfileStep =>
  STEP_OF_FIELD[path.split('.')[0] ?? ''] ?? 'room';

/** The first step holding one of these field errors, or null when there are none. */
export function firstStepWithError(errors: Record<string, unknown>): number | null {
  const steps = Object.keys(errors).map((p) => PROFILE_STEPS.indexOf(stepOfField(p)));
  return steps.length > 0 ? Math.min(...steps) : null;
}

const { defaultBudget } = ROOMMATE_LIMITS;

/** A blank profile with the spec's defaults, or the saved one ready to edit. */
export function profileFormValues(profile: RoommateProfile | null): ProfileFormValues {
  const p = profile;
  return {
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    avatarUrl: p?.avatarUrl ?? '',
    bio: p?.bio ?? '',
    gender: p?.gender ?? '',
    age: p?.age ?? '',
    occupation: p?.occupation ?? '',
    lookingFor: p?.lookingFor ?? '',
    isStudentMode: p?.isStudentMode ?? false,
    collegeName: p?.collegeName ?? '',
    budget: { min: p?.budget.min ?? defaultBudget.min, max: p?.budget.max ?? defaultBudget.max },
    state: p?.state ?? '',
    city: p?.city ?? '',
    preferredLocations: p?.preferredLocations ?? [],
    lifestyle: {
      smoking: p?.lifestyle.smoking ?? false,
      pets: p?.lifestyle.pets ?? false,
      drinking: p?.lifestyle.drinking ?? false,
      foodPreference: p?.lifestyle.foodPreference ?? 'no-preference',
      workSchedule: p?.lifestyle.workSchedule ?? 'flexible',
      cleanliness: p?.lifestyle.cleanliness ?? 'moderate',
    },
    sleepPattern: p?.sleepPattern ?? '',
    partying: p?.partying ?? '',
    guestPolicy: p?.guestPolicy ?? '',
    languages: p?.languages ?? [],
    interests: p?.interests ?? [],
    alreadyHasRoom: p?.alreadyHasRoom ?? false,
    roomDetails: {
      roomRent: p?.roomDetails?.roomRent ?? '',
      maximumCapacity: p?.roomDetails?.maximumCapacity ?? '',
      numberOfRoommatesLiving: p?.roomDetails?.numberOfRoommatesLiving ?? '',
      roomLocation: p?.roomDetails?.roomLocation ?? '',
    },
    paused: p?.paused ?? false,
  };
}

const opt = <T>(v: T | ''): T | undefined => (v === '' ? undefined : v);
const trimmed = (v: string): string | undefined => v.trim() || undefined;

/**
 * What PUT sends. Unchosen values are left out (the server strips empty values too); the
 * college goes only with student mode, the room only when the person has one, and the old
 * `habits` mirror the lifestyle answers.
 */
export function profileInput(v: ProfileFormValues): RoommateProfileInput {
  return {
    firstName: trimmed(v.firstName),
    lastName: trimmed(v.lastName),
    avatarUrl: trimmed(v.avatarUrl),
    bio: trimmed(v.bio),
    gender: opt(v.gender),
    age: opt(v.age),
    occupation: trimmed(v.occupation),
    lookingFor: opt(v.lookingFor),
    isStudentMode: v.isStudentMode,
    collegeName: v.isStudentMode ? trimmed(v.collegeName) : undefined,
    budget: { ...v.budget },
    state: opt(v.state) as RoommateProfileInput['state'],
    city: trimmed(v.city),
    preferredLocations: v.preferredLocations,
    lifestyle: { ...v.lifestyle },
    habits: { smokes: v.lifestyle.smoking, drinks: v.lifestyle.drinking },
    sleepPattern: opt(v.sleepPattern),
    partying: opt(v.partying),
    guestPolicy: opt(v.guestPolicy),
    languages: v.languages,
    interests: v.interests,
    alreadyHasRoom: v.alreadyHasRoom,
    roomDetails: v.alreadyHasRoom
      ? {
          roomRent: opt(v.roomDetails.roomRent),
          maximumCapacity: opt(v.roomDetails.maximumCapacity),
          numberOfRoommatesLiving: opt(v.roomDetails.numberOfRoommatesLiving),
          roomLocation: trimmed(v.roomDetails.roomLocation),
        }
      : undefined,
    paused: v.paused,
  };
}

/**
 * English texts for the checks the schema words in zod's own terms (numbers out of range, too
 * long); they are keys of the `validation` table of the roommates texts.
 */
export const FIELD_MESSAGES: Record<string, string> = {
  age: 'Enter an age between 16 and 100',
  avatarUrl: 'Must be at most 500 characters',
  bio: 'Must be at most 1000 characters',
  'budget.min': 'Enter an amount between ₹0 and ₹10,00,000',
  'budget.max': 'Enter an amount between ₹0 and ₹10,00,000',
  'roomDetails.roomRent': 'Enter an amount between ₹0 and ₹10,00,000',
  'roomDetails.maximumCapacity': 'Enter a number between 1 and 20',
  'roomDetails.numberOfRoommatesLiving': 'Enter a number between 0 and 20',
  preferredLocations: 'Choose at most 20 localities',
  languages: 'Add at most 20',
  interests: 'Add at most 20',
};
const OWN_MESSAGES = new Set<string>(Object.values(ROOMMATE_MESSAGES));
const TOO_LONG = 'Must be at most 100 characters';

/**
 * The form's field errors, checked with the very schema the server uses (English, as the
 * schema words them) plus a first name, which a card cannot do without.
 */
export function profileErrors(
  v: ProfileFormValues,
  messages: { firstNameRequired: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = roommateProfileInputSchema.safeParse(profileInput(v));
  if (!result.success)
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!path) continue;
      const listed = FIELD_MESSAGES[path] ?? FIELD_MESSAGES[String(issue.path[0])];
      errors[path] ??= OWN_MESSAGES.has(issue.message) ? issue.message : (listed ?? TOO_LONG);
    }
  if (!v.firstName.trim()) errors.firstName = messages.firstNameRequired;
  return errors;
}
