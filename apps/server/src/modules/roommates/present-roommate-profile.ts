import {
  ROOMMATE_LIMITS,
  lifestyleSchema,
  roomPoint,
  roommateProfileSchema,
  type MatchInput,
  type RoommateProfile,
  type RoommateProfileData,
} from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import type { RoommateProfileInsert, RoommateProfileRow, ScoringRow } from './roommates.repository';

/** The spec's defaults, as the shared schema gives them (food no-preference, flexible, moderate). */
const DEFAULT_LIFESTYLE: RoommateProfile['lifestyle'] = lifestyleSchema.parse({});

/** Stored data is JSON we wrote; anything unreadable reads as an empty profile. */
function parseData(text: string): Partial<RoommateProfileData> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Partial<RoommateProfileData>)
      : {};
  } catch {
    return {};
  }
}

/** A profile as anyone sees it: the saved data with the defaults, never email or phone. */
export function toRoommateProfile(row: RoommateProfileRow): RoommateProfile {
  const data = parseData(row.data);
  // A room shows on the map at its locality's centre (never the address itself).
  const point = toBool(row.alreadyHasRoom)
    ? roomPoint(data.city, data.roomDetails?.roomLocation)
    : null;
  return roommateProfileSchema.parse({
    ...data,
    ...(data.roomDetails
      ? { roomDetails: { ...data.roomDetails, ...(point ? { point } : {}) } }
      : point
        ? { roomDetails: { point } }
        : {}),
    userId: row.userId,
    budget: { ...ROOMMATE_LIMITS.defaultBudget, ...data.budget },
    preferredLocations: data.preferredLocations ?? [],
    lifestyle: { ...DEFAULT_LIFESTYLE, ...data.lifestyle },
    isStudentMode: toBool(row.isStudentMode),
    alreadyHasRoom: toBool(row.alreadyHasRoom),
    paused: toBool(row.paused),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

/** What the score reads of a profile's columns (no JSON of the whole profile, no schema). */
export function matchInputOfRow(row: ScoringRow): MatchInput {
  let locations: string[] = [];
  try {
    const value: unknown = JSON.parse(row.preferredLocations);
    if (Array.isArray(value)) locations = value.filter((v): v is string => typeof v === 'string');
  } catch {
    // Unreadable: no preferred locations.
  }
  return {
    budget: { min: row.budgetMin, max: row.budgetMax },
    preferredLocations: locations,
    lifestyle: {
      smoking: toBool(row.smoking),
      pets: toBool(row.pets),
      drinking: toBool(row.drinking),
      foodPreference: row.foodPreference as MatchInput['lifestyle']['foodPreference'],
      cleanliness: row.cleanliness as MatchInput['lifestyle']['cleanliness'],
    },
  };
}

/** The columns search filters on, beside the whole profile as JSON. */
export function toColumns(
  userId: string,
  data: RoommateProfileData,
  at: string,
): RoommateProfileInsert {
  const lifestyle = { ...DEFAULT_LIFESTYLE, ...data.lifestyle };
  const budget = { ...ROOMMATE_LIMITS.defaultBudget, ...data.budget };
  const room = data.alreadyHasRoom ? data.roomDetails : undefined;
  const freeSpots =
    room?.maximumCapacity !== undefined
      ? room.maximumCapacity - (room.numberOfRoommatesLiving ?? 0)
      : null;
  return {
    userId,
    state: data.state ?? null,
    city: data.city ?? null,
    collegeName: data.collegeName ?? null,
    isStudentMode: data.isStudentMode ? 1 : 0,
    gender: data.gender ?? null,
    age: data.age ?? null,
    foodPreference: lifestyle.foodPreference,
    smoking: lifestyle.smoking ? 1 : 0,
    drinking: lifestyle.drinking ? 1 : 0,
    pets: lifestyle.pets ? 1 : 0,
    cleanliness: lifestyle.cleanliness,
    alreadyHasRoom: data.alreadyHasRoom ? 1 : 0,
    freeSpots,
    budgetMin: budget.min,
    budgetMax: budget.max,
    preferredLocations: JSON.stringify(data.preferredLocations ?? []),
    paused: data.paused ? 1 : 0,
    data: JSON.stringify(data),
    createdAt: at,
    updatedAt: at,
  };
}
